import Foundation
import GLSandbox
import GLSandboxLessons
import Testing
import TestSupport
import GLTestSupport

/// Lessons 15 and on (what framebuffers are for: stencil, blending, shadow maps) rendered
/// headless, checked against values worked out here by hand from the lessons' numbers: where
/// a point lands on the screen (the perspective formula), the colour the shaders' formulas give
/// there. Their exercises' near misses are tried by LessonNearMissTests with every other
/// exercise's; LessonCheckTests runs the solutions through `glsandbox lesson check`.
@Suite("Lessons 15 and on: what framebuffers are for")
@MainActor
struct FramebufferLessonsTests {
    func render(_ lesson: Int, keys: String = "", shaders library: ShaderLibrary = shaders) throws -> RGBAImage {
        try LessonRenderer.render(lesson: lesson, keys: Array(keys.utf8), shaders: library)
    }

    /// An 8-bit channel of `value` (0 to 1), as GL writes it.
    static func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }

    /// The pixel (x from the left, y from the top of a 600x480 picture) where a point in view
    /// space (the camera at the origin looking down -z) shows, through a 45-degree perspective.
    static func pixel(ofViewPoint p: SIMD3<Double>) -> (x: Int, y: Int) {
        let f = 1 / tan(Double.pi / 8), aspect = 600.0 / 480
        let ndc = SIMD2(f / aspect * p.x / -p.z, f * p.y / -p.z)
        return (Int(((ndc.x + 1) / 2 * 600).rounded(.down)), 479 - Int(((ndc.y + 1) / 2 * 480).rounded(.down)))
    }

    /// `v` turned by `angle` about `axis` (Rodrigues' formula, as glRotate's man page writes it).
    static func rotate(_ v: SIMD3<Double>, by angle: Double, about axis: SIMD3<Double>) -> SIMD3<Double> {
        let k = normalize(axis)
        return v * cos(angle) + cross(k, v) * sin(angle) + k * dot(k, v) * (1 - cos(angle))
    }

    /// Pixels of exactly `colour`, and the smallest and largest x among them.
    static func count(_ colour: Pixel, in image: RGBAImage) -> (count: Int, minX: Int, maxX: Int) {
        var (count, minX, maxX) = (0, Int.max, Int.min)
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] == colour { count += 1; minX = min(minX, x); maxX = max(maxX, x) } }
        return (count, minX, maxX)
    }

    // MARK: Lesson 15

    static let orange = Pixel(255, 153, 0)    // vec4(1.0, 0.6, 0.0, 1.0): 0.6 * 255 = 153
    static let cyan = Pixel(0, 204, 255)      // vec4(0.0, 0.8, 1.0, 1.0): the exercise's colour

    @Test("lesson 15: an orange rim around the left cube only; inside it the lit cube (worked by hand); without the stencil test (space) the scaled cube covers it orange")
    func stencilOutline() throws {
        let image = try render(15)
        #expect(image[3, 3] == Pixel(26, 26, 31), "glClearColor(0.1, 0.1, 0.12): \(image[3, 3])")
        let rim = Self.count(Self.orange, in: image)
        // The cube spans about 200 pixels; a tenth more on each side is a rim of about 10.
        #expect(rim.count > 3000, "\(rim)")
        #expect(rim.maxX < 300, "only the left cube is selected: \(rim)")
        #expect(Self.count(Self.cyan, in: image).count == 0)

        // The left cube's centre, (-0.9, 0, -4) in view space, lands at pixel (169, 239) (y from the top).
        let (x, y) = Self.pixel(ofViewPoint: SIMD3(-0.9, 0, -4))
        #expect((x, y) == (169, 239))
        // Its face there: the one facing the eye most (the ray through a cube's centre enters
        // by that face), each face's normal turned by 0.6 rad about (0.5, 1, 0).
        let toEye = normalize(SIMD3<Double>(0.9, 0, 4))
        let normals: [SIMD3<Double>] = [SIMD3(1, 0, 0), SIMD3(-1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, -1, 0), SIMD3(0, 0, 1), SIMD3(0, 0, -1)]
            .map { Self.rotate($0, by: 0.6, about: SIMD3(0.5, 1, 0)) }
        let face = normals.max { dot($0, toEye) < dot($1, toEye) }!
        let light = 0.25 + 0.75 * max(dot(face, normalize(SIMD3(0.4, 0.8, 0.6))), 0)
        let lit = SIMD3<Double>(0.3, 0.6, 1.0) * light
        let centre = image[x, y]
        for (got, want) in zip([centre.r, centre.g, centre.b], [lit.x, lit.y, lit.z]) {
            #expect(abs(Int(got) - Int(Self.byte(want))) <= 1, "the cube's centre \(centre), expected \(lit * 255)")
        }

        let noStencil = try render(15, keys: " ")
        #expect(noStencil[x, y] == Self.orange, "without the stencil test the bigger cube covers the cube: \(noStencil[x, y])")
        #expect(Self.count(Self.orange, in: noStencil).count > rim.count + 20_000)
    }

    @Test("lesson 15's exercise picture: the same orange rim, and a cyan one around the right cube only")
    func stencilExercisePicture() throws {
        let expected = try RGBAImage(pngFile: packageRoot.appendingPathComponent("docs/images/exercises/lesson15-ex1.png").path)
        let rim = Self.count(Self.cyan, in: expected)
        #expect(rim.count > 3000 && rim.minX > 300, "\(rim)")
        #expect(Self.count(Self.orange, in: expected).count == Self.count(Self.orange, in: try render(15)).count)
    }

    // MARK: Lesson 16

    /// Premultiplied "over", as glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA) computes it:
    /// colour·alpha + (1 − alpha)·what was there, for each pane in the order drawn.
    static func over(_ panes: [SIMD4<Double>], on start: SIMD3<Double>) -> SIMD3<Double> {
        panes.reduce(start) { dst, pane in SIMD3(pane.x, pane.y, pane.z) * pane.w + dst * (1 - pane.w) }
    }

    static func expect(_ pixel: Pixel, near colour: SIMD3<Double>, within tolerance: Int = 2, _ what: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let ok = zip([pixel.r, pixel.g, pixel.b], [colour.x, colour.y, colour.z]).allSatisfy { abs(Int($0) - Int(byte($1))) <= tolerance }
        #expect(ok, "\(what): \(pixel), expected \(colour * 255)", sourceLocation: sourceLocation)
    }

    @Test("lesson 16: the middle pixel sees all three panes over the grey wall: sorted, unsorted, unsorted with depth writes (worked by hand); a pane over the background alone")
    func blending() throws {
        let (red, green, blue) = (SIMD4<Double>(1, 0, 0, 0.5), SIMD4<Double>(0, 1, 0, 0.5), SIMD4<Double>(0, 0, 1, 0.5))
        let wall = SIMD3<Double>(0.5, 0.5, 0.5), background = SIMD3<Double>(0.1, 0.1, 0.12)
        // The eye at (0, 0, 3) looks down -z: the ray through the middle pixel, x = y = 0, meets
        // red (x -0.8..0.2, y -0.3..0.7), green (-0.5..0.5, -0.6..0.4), blue (-0.2..0.8, -0.35..0.65)
        // and the wall (-0.2..1.4, -0.8..0.8).
        let middle = (x: 300, y: 239)
        let sorted = try render(16)
        Self.expect(sorted[middle.x, middle.y], near: Self.over([blue, green, red], on: wall), "back to front")
        let unsorted = try render(16, keys: " ")
        Self.expect(unsorted[middle.x, middle.y], near: Self.over([red, green, blue], on: wall), "nearest first, no depth writes")
        let hidden = try render(16, keys: " d")
        Self.expect(hidden[middle.x, middle.y], near: Self.over([red], on: wall), "nearest first with depth writes: red hides the others")
        // (-0.65, 0.55) on the red pane (z 0.6, so 2.4 in front of the eye) is over no other pane and no wall.
        let (x, y) = Self.pixel(ofViewPoint: SIMD3(-0.65, 0.55, -2.4))
        Self.expect(sorted[x, y], near: Self.over([red], on: background), "red over the background at (\(x), \(y))")
        #expect(sorted[3, 3] == Pixel(26, 26, 31))
    }

    // MARK: Lesson 17

    /// The lesson's light: towards (-2, 4, 1), its eye 6 along that from the origin (lookAt's
    /// axes: forward, right, up), an orthographic box 8x8, 1 to 12 deep.
    struct Light {
        let toLight = normalize(SIMD3<Double>(-2, 4, 1))
        var eye: SIMD3<Double> { toLight * 6 }
        var forward: SIMD3<Double> { -toLight }
        var right: SIMD3<Double> { normalize(cross(forward, SIMD3(0, 1, 0))) }
        var up: SIMD3<Double> { cross(right, forward) }
    }

    /// A camera at `eye` (lesson 17's by default) looking at the origin: `point` in its view space.
    static func cameraView(_ point: SIMD3<Double>, eye: SIMD3<Double> = SIMD3(0, 2.5, 5)) -> SIMD3<Double> {
        let forward = normalize(-eye)
        let right = normalize(cross(forward, SIMD3(0, 1, 0))), up = cross(right, forward)
        let d = point - eye
        return SIMD3(dot(d, right), dot(d, up), -dot(d, forward))
    }

    /// The lesson's shaders with lesson17.frag's bias line replaced by `bias` (a copy in a temporary folder).
    static func lesson17Shaders(bias: String) throws -> (ShaderLibrary, URL) {
        let folder = try temporaryFolder()
        let copy = folder.appendingPathComponent("shaders")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("shaders"), to: copy)
        let file = copy.appendingPathComponent("lesson17.frag")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.components(separatedBy: "float bias = 0.0005;").count == 2)
        try text.replacingOccurrences(of: "float bias = 0.0005;", with: "float bias = \(bias);").write(to: file, atomically: true, encoding: .utf8)
        return (ShaderLibrary(folder: copy), folder)
    }

    @Test("lesson 17: acne on the lit floor with the constant bias, none with the slope-scaled one; the floor lit by (0.2 + 0.8 cos) and, where the cube hides the light, 0.2 (worked by hand)")
    func shadowMapping() throws {
        let floor = SIMD3<Double>(0.85, 0.85, 0.8), light = Light()
        let lit = floor * (0.2 + 0.8 * dot(SIMD3(0, 1, 0), light.toLight)), dark = floor * 0.2
        // A patch of floor in front, far from the cubes and their shadows.
        func patch(_ image: RGBAImage) -> (lit: Int, dark: Int, other: Int) {
            var counts = (lit: 0, dark: 0, other: 0)
            for y in 420..<470 { for x in 20..<150 {
                let p = image[x, y]
                if abs(Int(p.r) - Int(Self.byte(lit.x))) <= 1 && abs(Int(p.b) - Int(Self.byte(lit.z))) <= 1 { counts.lit += 1 }
                else if abs(Int(p.r) - Int(Self.byte(dark.x))) <= 1 { counts.dark += 1 } else { counts.other += 1 }
            } }
            return counts
        }
        let acne = patch(try render(17))
        #expect(acne.lit < 6000 && acne.lit + acne.dark + acne.other == 6500, "the constant bias: stripes of shadow on lit floor \(acne)")
        let (library, folder) = try Self.lesson17Shaders(bias: "max(0.005 * (1.0 - dot(n, toLight)), 0.001)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = try render(17, shaders: library)
        #expect(patch(clean).lit == 6500, "the slope-scaled bias: all lit \(patch(clean))")

        // The floor point the turning cube's centre (0, 0.5, 0) hides from the light: straight
        // down the light's direction to y = -0.5. Nine PCF samples there are all in shadow.
        let hidden = SIMD3<Double>(0, 0.5, 0) - light.toLight * (1 / light.toLight.y)
        let (x, y) = Self.pixel(ofViewPoint: Self.cameraView(hidden))
        Self.expect(clean[x, y], near: dark, within: 1, "in the cube's shadow at (\(x), \(y))")
    }

    @Test("lesson 17, space: the shadow map shows the depth the light saw; on the floor, (t - 1) / 11 for t the distance from the light's eye (worked by hand)")
    func shadowMapView() throws {
        let image = try render(17, keys: " ")
        let light = Light()
        for (x, y) in [(150, 360), (450, 400), (100, 100)] {
            // The map is stretched over the window: this pixel is map coordinate (u, v), which
            // the orthographic box puts at (2u - 1) * 4, (2v - 1) * 4 on the light's plane.
            let u = (Double(x) + 0.5) / 600, v = (479.5 - Double(y)) / 480
            let start = light.eye + light.right * (2 * u - 1) * 4 + light.up * (2 * v - 1) * 4
            let t = (start.y + 0.5) / -light.forward.y          // along the light's rays to the floor's top, y = -0.5
            let hit = start + light.forward * t
            #expect(abs(hit.x) < 4 && abs(hit.z) < 4, "the floor is there: \(hit)")
            let grey = Self.byte((t - 1) / 11)
            #expect(abs(Int(image[x, y].r) - Int(grey)) <= 1, "(\(x), \(y)): \(image[x, y]), expected \(grey)")
        }
    }

    // MARK: Lesson 18

    @Test("lesson 18: each G-buffer target (keys 1-3) holds the surface's position, normal and colour; the lit floor is the sum over sixteen lights (worked by hand); a light's marker in its colour")
    func deferredShading() throws {
        let eye = SIMD3<Double>(0, 4, 7)
        // The middle cube's top: normal (0, 1, 0), colour (0.4, 0.9, 0.4) (the fifth cube: i % 3 == 1).
        let top = Self.pixel(ofViewPoint: Self.cameraView(SIMD3(0.1, 0.5, 0.1), eye: eye))
        Self.expect(try render(18, keys: "3")[top.x, top.y], near: SIMD3(0.4, 0.9, 0.4), within: 1, "colour target")
        Self.expect(try render(18, keys: "2")[top.x, top.y], near: SIMD3(0.5, 1, 0.5), within: 1, "normal target, -1..1 shown as 0..1")
        // A floor point in front of the cubes: its position repeats every unit (fract).
        let point = SIMD3<Double>(1.25, -0.5, 3.25)
        let floor = Self.pixel(ofViewPoint: Self.cameraView(point, eye: eye))
        Self.expect(try render(18, keys: "1")[floor.x, floor.y], near: SIMD3(0.25, 0.5, 0.25), "position target at \(floor)")

        // The lit floor there: ambient 0.05 * albedo, plus for each light (ring 1 or 3, 22.5
        // degrees apart at time 0, height 0.2) diffuse * albedo + 0.3 * Blinn-Phong^16, in its
        // colour, over 1 + 0.7 d + 1.8 d^2.
        let albedo = SIMD3<Double>(0.8, 0.8, 0.8), normal = SIMD3<Double>(0, 1, 0)
        var colour = 0.05 * albedo
        for i in 0..<16 {
            let angle = Double(i) * 2 * .pi / 16, ring: Double = i % 2 == 0 ? 1 : 3
            let position = SIMD3(ring * cos(angle), 0.2, ring * sin(angle))
            let lightColour = SIMD3<Double>(i % 4 == 0 ? 2 : 0.5, i % 4 == 1 ? 2 : 0.5, i % 4 >= 2 ? 2 : 0.5)
            let d = (dot(position - point, position - point)).squareRoot(), l = (position - point) / d
            let half = normalize(l + normalize(eye - point))
            let diffuse: Double = max(dot(normal, l), 0)
            let highlight: Double = 0.3 * pow(max(dot(normal, half), 0), 16)
            let attenuation: Double = 1 / (1 + 0.7 * d + 1.8 * d * d)
            let light: SIMD3<Double> = diffuse * albedo + SIMD3(repeating: highlight)
            colour += light * lightColour * attenuation
        }
        let lit = try render(18)
        Self.expect(lit[floor.x, floor.y], near: colour, "lit floor at \(floor)")
        // Light 0 at (1, 0.2, 0), colour (2, 0.5, 0.5): its marker shows min(colour, 1).
        let marker = Self.pixel(ofViewPoint: Self.cameraView(SIMD3(1, 0.2, 0.075), eye: eye))
        Self.expect(lit[marker.x, marker.y], near: SIMD3(1, 0.5, 0.5), within: 1, "light 0's marker at \(marker)")
        #expect(lit[3, 3] == Pixel(26, 26, 31))
    }

    // MARK: Lesson 19

    @Test("lesson 19: tone mapped x / (x + 1): the background, the lit grey cube (worked by hand), the orange lamp without bloom (b) and with it (its glow doubles its middle); + doubles the exposure")
    func bloom() throws {
        let mapped = { (x: SIMD3<Double>) in x / (x + 1) }
        let image = try render(19)
        Self.expect(image[3, 3], near: mapped(SIMD3(0.02, 0.02, 0.03)), within: 1, "the background, no glow")
        // The grey cube's middle: (0, 0, -1) turned like lesson 15's, 6 in front of the eye; the
        // face the eye meets there, lit by (0.15 + 0.85 cos), far from any glow.
        let normals: [SIMD3<Double>] = [SIMD3(1, 0, 0), SIMD3(-1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, -1, 0), SIMD3(0, 0, 1), SIMD3(0, 0, -1)]
            .map { Self.rotate($0, by: 0.6, about: SIMD3(0.5, 1, 0)) }
        let face = normals.max { $0.z < $1.z }!
        let grey = SIMD3<Double>(repeating: 0.6 * (0.15 + 0.85 * max(dot(face, normalize(SIMD3(0.4, 0.8, 0.6))), 0)))
        let (gx, gy) = Self.pixel(ofViewPoint: SIMD3(0, 0, -6))
        Self.expect(image[gx, gy], near: mapped(grey), within: 1, "the grey cube at (\(gx), \(gy))")
        Self.expect(try render(19, keys: "+")[gx, gy], near: mapped(grey * 2), within: 1, "exposure 2")
        // The orange lamp's middle: (1, 0.4, 0.1) * 3. The blur's weights add up to 1, so deep
        // inside the lamp the glow is the lamp's own colour again: twice the light.
        let lamp = SIMD3<Double>(3, 1.2, 0.3)
        let (lx, ly) = Self.pixel(ofViewPoint: SIMD3(-1.4, 0, -5))
        let noBloom = try render(19, keys: "b")
        Self.expect(noBloom[lx, ly], near: mapped(lamp), within: 1, "the lamp, bloom off, at (\(lx), \(ly))")
        Self.expect(image[lx, ly], near: mapped(lamp * 2), "the lamp and its glow")
        // Just above the lamp's top edge (without bloom: the first dark row) the glow shows.
        let edge = (0..<ly).reversed().first { noBloom[lx, $0].r < 30 } ?? 0
        #expect(Int(image[lx, edge - 3].r) > Int(noBloom[lx, edge - 3].r) + 20, "above the edge (row \(edge)): \(image[lx, edge - 3]) against \(noBloom[lx, edge - 3])")
    }

    @Test("`lesson exercises` lists the new exercises with their files; `demo --list` names the lessons")
    nonisolated func listed() throws {
        let exercises = try glsandbox("lesson", "exercises")
        #expect(exercises.status == 0)
        for (lesson, file) in [(15, "shaders/lesson15-outline.frag"), (16, "shaders/lesson16.frag"), (17, "shaders/lesson17.frag"), (18, "shaders/lesson18-light.frag"), (19, "shaders/lesson19-combine.frag")] {
            #expect(exercises.stdout.contains("lesson \(lesson), exercise 1: "), "\(exercises.stdout)")
            #expect(exercises.stdout.contains("edit \(file); check with `glsandbox lesson check \(lesson) --exercise 1`"))
        }
        let list = try glsandbox("demo", "--list")
        #expect(["15  stencil", "16  blending", "17  shadow mapping", "18  deferred shading", "19  HDR and bloom"].allSatisfy(list.stdout.contains), "\(list.stdout)")
    }
}

// Vector arithmetic for the hand-worked geometry above (Linux has no simd module).
private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
private func normalize(_ v: SIMD3<Double>) -> SIMD3<Double> { v / dot(v, v).squareRoot() }
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
