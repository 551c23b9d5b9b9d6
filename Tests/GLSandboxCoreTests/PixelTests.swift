import GLSandbox
import Testing
import TestSupport
import GLTestSupport


@Suite("Pixels")
struct PixelTests {
    @Test("a clear fills every pixel with the exact colour", arguments: [0, 4])
    func clearIsExact(samples: Int) throws {
        try withContext { gl in
            let fbo = try Framebuffer(gl, spec: .standard(size: Size(33, 17), samples: samples))
            defer { fbo.destroy() }
            try fbo.clear(color: RGBA(0.2, 0.4, 0.6, 1), depth: 1, stencil: 0)
            let image = try fbo.readImage()
            #expect(image.size == Size(33, 17))
            #expect(image.distinctPixels() == [Pixel(51, 102, 153, 255)])
        }
    }

    @Test("the triangle scene: corners, centre and background")
    func triangle() throws {
        try withContext { gl in
            let image = try SceneCatalogue.triangle.renderImage(in: gl, size: Size(600, 480), shaders: shaders)
            // Clip space (-0.8,-0.8) red, (0.8,-0.8) green, (0,0.8) blue; image rows run top-down.
            probe(image, 2, 2, Pixel(26, 26, 31))                  // background, top left
            probe(image, 597, 477, Pixel(26, 26, 31))              // background, bottom right
            probe(image, 66, 428, Pixel(255, 0, 0), tolerance: 12) // near the red corner (bottom left)
            probe(image, 533, 428, Pixel(0, 255, 0), tolerance: 12) // near the green corner (bottom right)
            probe(image, 300, 52, Pixel(0, 0, 255), tolerance: 12) // near the blue corner (top)
            probe(image, 300, 304, Pixel(85, 85, 85), tolerance: 3) // centroid (0, -0.27): a third of each
        }
    }

    @Test("rows come back top first: the top half cleared red is row 0")
    func rowOrder() throws {
        try withContext { gl in
            let fbo = try Framebuffer(gl, spec: FramebufferSpec(size: Size(8, 8), colors: [.renderbuffer(.rgba8)]))
            defer { fbo.destroy() }
            try fbo.clear(color: RGBA(0, 0, 1, 1))
            // GL's y runs upward: rows 4-7 are the top half.
            try fbo.clear(color: RGBA(1, 0, 0, 1), region: PixelRect(x: 0, y: 4, width: 8, height: 4))
            for method in ReadbackMethod.allCases {
                let image = try fbo.readImage(method: method)
                #expect(image[0, 0] == Pixel(255, 0, 0), "\(method)")
                #expect(image[7, 3] == Pixel(255, 0, 0), "\(method)")
                #expect(image[0, 4] == Pixel(0, 0, 255), "\(method)")
                #expect(image[7, 7] == Pixel(0, 0, 255), "\(method)")
            }
        }
    }

    @Test("pixel-buffer readback equals direct readback")
    func pixelBufferReadback() throws {
        try withContext { gl in
            let fbo = try Framebuffer(gl, spec: .standard(size: Size(123, 77)))
            defer { fbo.destroy() }
            let renderer = try SceneCatalogue.triangle.makeRenderer(in: gl, shaders: shaders)
            defer { renderer.destroy() }
            try renderer.draw(into: fbo, inputs: ShaderInputs(date: .snapshotDefault))
            #expect(try fbo.readImage(method: .pixelBuffer) == (try fbo.readImage(method: .direct)))
        }
    }

    @Test("MSAA: 4 samples resolve to blended edges; interiors match the single-sample render")
    func msaaResolve() throws {
        try withContext { gl in
            let single = try SceneCatalogue.triangle.renderImage(in: gl, size: Size(200, 160), samples: 0, shaders: shaders)
            let multi = try SceneCatalogue.triangle.renderImage(in: gl, size: Size(200, 160), samples: 4, shaders: shaders)
            #expect(single != multi)
            probe(multi, 100, 96, single[100, 96], tolerance: 3)      // inside
            probe(multi, 2, 2, single[2, 2], tolerance: 0)            // outside
            // Along an edge, single-sampling gives only background or triangle colours; MSAA gives
            // mixtures: count pixels on row 100 that are neither background nor near a neighbour.
            let background = Pixel(26, 26, 31)
            func partial(_ image: RGBAImage) -> Int {
                (1..<199).filter { x in
                    let p = image[x, 100]
                    return p != background && image[x - 1, 100] == background
                        && p.maxChannelDelta(to: background) < 120
                }.count
            }
            #expect(partial(multi) >= 1, "MSAA left no partly covered pixel at the left edge")
            #expect(partial(single) == 0 || partial(single) < partial(multi) + 1)
        }
    }

    @Test("resolve blits a multisampled framebuffer into a single-sample one")
    func explicitResolve() throws {
        try withContext { gl in
            let multi = try Framebuffer(gl, spec: .standard(size: Size(16, 16), samples: 4))
            let single = try Framebuffer(gl, spec: FramebufferSpec(size: Size(16, 16), colors: [.texture(.rgba8)]))
            defer { multi.destroy(); single.destroy() }
            try multi.clear(color: RGBA(1, 1, 0, 1))
            try multi.resolve(into: single)
            #expect(try single.readImage().distinctPixels() == [Pixel(255, 255, 0)])
            let wrong = try Framebuffer(gl, spec: FramebufferSpec(size: Size(8, 8), colors: [.renderbuffer(.rgba8)]))
            defer { wrong.destroy() }
            #expect(throws: FramebufferError.resolveSizeMismatch(source: Size(16, 16), destination: Size(8, 8))) {
                try multi.resolve(into: wrong)
            }
        }
    }

    @Test("completeness is asked again after an attachment changes; a multisampled read reuses one resolve framebuffer")
    func completenessFollowsAttachments() throws {
        try withContext { gl in
            let fbo = try Framebuffer(gl)
            let color = try Renderbuffer(gl, format: .rgba8, size: Size(4, 4), samples: 4)
            defer { fbo.destroy(); color.destroy() }
            #expect(throws: FramebufferError.self) { try fbo.requireComplete() }   // no attachments yet
            try fbo.attach(.renderbuffer(color), at: .color(0))
            try fbo.setDrawBuffers()
            try fbo.requireComplete()                                             // the verdict was not kept
            try fbo.clear(color: RGBA(0, 0, 1, 1))
            let before = gl.liveObjectCount
            for _ in 0..<3 { #expect(try fbo.readImage().distinctPixels() == [Pixel(0, 0, 255)]) }
            #expect(gl.liveObjectCount == before + 2, "one resolve framebuffer and its renderbuffer, kept")
            let single = try Renderbuffer(gl, format: .rgba8, size: Size(4, 4), samples: 0)
            defer { single.destroy() }
            try fbo.attach(.renderbuffer(single), at: .color(1))                  // 4x beside 1x: incomplete
            #expect(gl.liveObjectCount == before + 1, "the resolve framebuffer went with the old attachments")
            #expect(throws: FramebufferError.self) { try fbo.requireComplete() }
        }
    }

    @Test("reading an incomplete framebuffer or an integer attachment is a typed error")
    func readErrors() throws {
        try withContext { gl in
            let integer = try Framebuffer(gl, spec: FramebufferSpec(size: Size(4, 4), colors: [.renderbuffer(.r32ui)]))
            defer { integer.destroy() }
            #expect(throws: FramebufferError.unreadableFormat(.r32ui)) { try integer.readImage() }
            #expect(throws: FramebufferError.noColorAttachment(3)) { try integer.readImage(colorAttachment: 3) }
            let mixed = try Framebuffer(gl, spec: matrix[3].spec)
            defer { mixed.destroy() }
            #expect(throws: FramebufferError.self) { try mixed.readImage() }
        }
    }

    @Test("render to texture, then sample the texture in a second pass")
    func renderToTexture() throws {
        try withContext { gl in
            // Pass 1: render into a 4x4 texture: magenta, with its bottom-left 2x2 texels green.
            let offscreen = try Framebuffer(gl, spec: FramebufferSpec(size: Size(4, 4), colors: [.texture(.rgba8)]))
            defer { offscreen.destroy() }
            try offscreen.clear(color: RGBA(1, 0, 1, 1))
            try offscreen.clear(color: RGBA(0, 1, 0, 1), region: PixelRect(x: 0, y: 0, width: 2, height: 2))
            guard case .texture(let texture) = offscreen.attachments[.color(0)] else { Issue.record("no texture"); return }
            #expect(texture.size == Size(4, 4))

            // Pass 2: sample it (nearest, the texture's default) on a full-viewport quad into an
            // 8x8 target that starts black. No blit can do this: the sizes differ, so only the
            // shader's texture lookups put colour there.
            let target = try Framebuffer(gl, spec: FramebufferSpec(size: Size(8, 8), colors: [.renderbuffer(.rgba8)]))
            let quad = try TexturedQuad(gl, shaders: shaders)
            defer { target.destroy(); quad.destroy() }
            try target.bindForDrawing()
            try target.clear(color: RGBA(0, 0, 0, 1))
            try quad.draw(texture)

            // Each texel covers 2x2 pixels (GL spec 8.14.2, nearest filtering: texel floor(u * 4)
            // for pixel centre u = (x + 0.5) / 8). The image is top row first, so GL's bottom-left
            // quadrant is rows 4...7, columns 0...3.
            let image = try target.readImage()
            let green = Pixel(0, 255, 0), magenta = Pixel(255, 0, 255)
            for y in 0..<8 {
                for x in 0..<8 {
                    #expect(image[x, y] == (x < 4 && y >= 4 ? green : magenta), "pixel (\(x), \(y))")
                }
            }
        }
    }
}
