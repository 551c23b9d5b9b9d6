import COpenGL

/// A framebuffer object: the images a draw writes into.
///
/// Make one from a ``FramebufferSpec`` (it then owns its images), or empty and ``attach(_:at:validation:)``
/// images yourself. Belongs to the thread of its ``GLContext``; delete it with ``destroy()``.
///
/// ```swift
/// let fbo = try Framebuffer(gl, spec: .standard(size: Size(600, 480), samples: 4))
/// print(try fbo.checkCompleteness().explanation)
/// let picture = try fbo.readImage()      // resolves the 4 samples first
/// fbo.destroy()
/// ```
///
/// Every call makes the framebuffer's own context current first (and throws when it cannot),
/// so with several contexts on one thread a call never lands in another context.
public final class Framebuffer {
    public let context: GLContext
    public var name: GLuint { handle.value }
    private let handle: GLName
    /// The images attached, by point.
    public private(set) var attachments: [AttachmentPoint: Image] = [:]
    /// Images this framebuffer made from a spec and deletes with itself.
    private var owned: [Image] = []
    /// The completeness verdict for the current attachments; cleared by every attach.
    private var cachedCompleteness: CompletenessReport?
    /// Where a multisampled framebuffer is resolved for ``readImage(colorAttachment:method:)``:
    /// made at the first such read and kept, with this framebuffer, until the attachments change.
    private var resolveTarget: Framebuffer?
    /// The size of framebuffer 0 (the window's), which has no attachments to ask; nil for a framebuffer object.
    private let defaultSize: Size?

    /// An attached image: a renderbuffer or a texture.
    public enum Image {
        case renderbuffer(Renderbuffer)
        case texture(Texture2D)

        public var format: InternalFormat {
            switch self { case .renderbuffer(let r): r.format; case .texture(let t): t.format }
        }
        public var size: Size {
            switch self { case .renderbuffer(let r): r.size; case .texture(let t): t.size }
        }
        /// The sample count the driver allocated.
        public var samples: Int {
            switch self { case .renderbuffer(let r): r.samples; case .texture(let t): t.samples }
        }
        var kind: ImageKind {
            switch self { case .renderbuffer: .renderbuffer; case .texture: .texture }
        }
        func destroy() {
            switch self { case .renderbuffer(let r): r.destroy(); case .texture(let t): t.destroy() }
        }
        /// The context the image was made in.
        public var context: GLContext {
            switch self { case .renderbuffer(let r): r.context; case .texture(let t): t.context }
        }
    }

    /// An empty framebuffer (status `GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT` until something is attached).
    public init(_ context: GLContext) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        var name: GLuint = 0
        glGenFramebuffers(1, &name)
        self.context = context
        self.handle = GLName(name, kind: .framebuffer, in: context)
        self.defaultSize = nil
    }

    /// Framebuffer 0 of `context`: the window's own framebuffer (or an EGL surface's), `size`
    /// pixels as the window is now. It is an ordinary `Framebuffer`, so everything that draws
    /// into a framebuffer object draws into the window the same way (moderngl's
    /// `detect_framebuffer()`, glium's `Surface`): drawing lands in the back buffer, which the
    /// toolkit shows at the next swap, and ``readImage(colorAttachment:method:)`` reads that
    /// back buffer (call it before the swap). Its images belong to the window: nothing can be
    /// attached, and ``destroy()`` only forgets it. No GL call is made here; a headless context
    /// has no framebuffer 0, and ``status()`` says `GL_FRAMEBUFFER_UNDEFINED` there.
    public init(defaultOf context: GLContext, size: Size) {
        self.context = context
        self.handle = GLName(adopting: 0, kind: .framebuffer, in: context)
        self.defaultSize = size
    }

    /// Whether this is framebuffer 0, the window's (see ``init(defaultOf:size:)``).
    public var isDefault: Bool { defaultSize != nil }

    /// Wraps a framebuffer object the caller made with GL calls of their own, so the library's
    /// readback, completeness report and snapshots work on it. Its attachments are asked from
    /// GL (renderbuffers, and level 0 of 2D textures). The library never deletes the
    /// framebuffer or its images, nor counts them as live: ``destroy()`` only forgets them,
    /// and their maker deletes them. Attach images through ``attach(_:at:validation:)`` (not
    /// with GL directly) so the description stays true.
    ///
    /// - Throws: ``FramebufferError/notAFramebuffer(_:)`` when `name` is not a framebuffer of
    ///   `context`, ``FramebufferError/unknownAdoptedFormat(_:)`` or
    ///   ``FramebufferError/unsupportedAdoptedAttachment(_:)`` for an image it cannot describe.
    public init(adopting name: GLuint, in context: GLContext) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        guard name != 0, glIsFramebuffer(name) == GLboolean(GL_TRUE) else { throw .notAFramebuffer(name) }
        self.context = context
        self.handle = GLName(adopting: name, kind: .framebuffer, in: context)
        self.defaultSize = nil
        func parameter(_ point: AttachmentPoint, _ what: Int32) -> GLint {
            var value: GLint = 0
            glGetNamedFramebufferAttachmentParameteriv(name, Self.glAttachment(point), GLenum(what), &value)
            return value
        }
        var points = (0..<context.info.maxColorAttachments).map { AttachmentPoint.color($0) }
        points += [.depth, .stencil]
        var objects: [AttachmentPoint: (type: GLint, name: GLint)] = [:]
        for point in points {
            let type = parameter(point, GL_FRAMEBUFFER_ATTACHMENT_OBJECT_TYPE)
            guard type != GL_NONE else { continue }
            let object = parameter(point, GL_FRAMEBUFFER_ATTACHMENT_OBJECT_NAME)
            if type == GL_TEXTURE {
                guard parameter(point, GL_FRAMEBUFFER_ATTACHMENT_TEXTURE_LEVEL) == 0 else {
                    throw .unsupportedAdoptedAttachment("a texture level other than 0 at \(point.glName)")
                }
                guard parameter(point, GL_FRAMEBUFFER_ATTACHMENT_LAYERED) == GL_FALSE else {
                    throw .unsupportedAdoptedAttachment("a layered texture at \(point.glName)")
                }
            }
            objects[point] = (type, object)
        }
        context.takeErrors()
        func image(_ found: (type: GLint, name: GLint)) throws(FramebufferError) -> Image {
            found.type == GL_RENDERBUFFER
                ? .renderbuffer(try Renderbuffer(adopting: GLuint(found.name), in: context))
                : .texture(try Texture2D(adopting: GLuint(found.name), in: context))
        }
        for (point, found) in objects where point != .depth && point != .stencil {
            attachments[point] = try image(found)
        }
        if let depth = objects[.depth], let stencil = objects[.stencil], depth == stencil {
            attachments[.depthStencil] = try image(depth)
        } else {
            if let depth = objects[.depth] { attachments[.depth] = try image(depth) }
            if let stencil = objects[.stencil] { attachments[.stencil] = try image(stencil) }
        }
        if let error = context.takeErrors().first {
            throw .driverRejected(call: "glGetNamedFramebufferAttachmentParameteriv", error: error)
        }
    }

    /// Makes every image of `spec` and attaches it; the framebuffer owns them.
    ///
    /// With `.beforeGL` the configuration is first checked against ``CompletenessRules`` and
    /// an allocation the driver would refuse throws without calling GL. The framebuffer may
    /// still be incomplete: ask ``checkCompleteness()``.
    public convenience init(_ context: GLContext, spec: FramebufferSpec, validation: Validation = .beforeGL) throws(FramebufferError) {
        do { try spec.validate() } catch {
            throw .invalidSpec(error)   // bad input, found before GL is called: never a driver error
        }
        if validation == .beforeGL {
            let capabilities: DriverCapabilities
            do { capabilities = try context.capabilities() } catch { throw .context(error) }
            if case .error(let error) = CompletenessRules.predict(spec, capabilities: capabilities).verdict { throw error }
        }
        try self.init(context)
        do {
            for image in spec.images {
                let made: Image = image.kind == .renderbuffer
                    ? .renderbuffer(try Renderbuffer(context, format: image.format, size: image.size,
                                                     samples: image.samples, validation: validation))
                    : .texture(try Texture2D(context, format: image.format, size: image.size,
                                             samples: image.samples, validation: validation))
                owned.append(made)
                try attach(made, at: image.point, validation: validation)
            }
            try setDrawBuffers()
        } catch {
            destroy()
            throw error
        }
    }

    /// The spec this framebuffer's attachments amount to (for prediction and reports).
    public var spec: FramebufferSpec {
        let size = attachments.values.first?.size ?? Size(1, 1)
        var spec = FramebufferSpec(size: size)
        for (point, image) in attachments.sorted(by: { $0.key < $1.key }) {
            let item = AttachmentSpec(image.format, kind: image.kind, size: image.size, samples: image.samples)
            switch point {
            case .color: spec.colors.append(item)
            case .depth: spec.depth = item
            case .stencil: spec.stencil = item
            case .depthStencil: spec.depthStencil = item
            }
        }
        return spec
    }

    /// Builds `spec` in GL with no library checks and returns the driver's verdict and the
    /// sample count each point got; everything made is deleted again. What `glsandbox fbo` shows.
    public static func probe(_ spec: FramebufferSpec, in context: GLContext) -> (verdict: FramebufferVerdict, samples: [AttachmentPoint: Int]) {
        let framebuffer: Framebuffer
        do {
            framebuffer = try Framebuffer(context, spec: spec, validation: .driverOnly)
        } catch {
            return (.error(error), [:])
        }
        var samples: [AttachmentPoint: Int] = [:]
        for (point, image) in framebuffer.attachments { samples[point] = image.samples }
        let status: FramebufferStatus
        do { status = try framebuffer.status() } catch {
            framebuffer.destroy()
            return (.error(error), samples)
        }
        framebuffer.destroy()
        return (.status(status), samples)
    }

    // MARK: Attaching

    /// Attaches `image` at `point`. GL itself refuses a colour index at or above
    /// `GL_MAX_COLOR_ATTACHMENTS` and a non-packed format at the depth-stencil point; both
    /// come back as typed errors. Anything else is accepted and shows in ``status()``.
    /// An image made in another context throws ``FramebufferError/imageFromAnotherContext``
    /// (its name means another object, or nothing, in this one).
    public func attach(_ image: Image, at point: AttachmentPoint, validation: Validation = .beforeGL) throws(FramebufferError) {
        guard image.context === context else { throw .imageFromAnotherContext }
        guard !isDefault else { throw .notAFramebuffer(0) }
        do { try context.makeCurrent() } catch { throw .context(error) }
        if case .color(let index) = point, index < 0 || index >= 32 || (validation == .beforeGL && index >= context.info.maxColorAttachments) {
            throw .tooManyColorAttachments(requested: index + 1, maximum: context.info.maxColorAttachments)
        }
        context.takeErrors()
        bindName()
        let glPoint = Self.glAttachment(point)
        switch image {
        case .renderbuffer(let renderbuffer):
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), glPoint, GLenum(GL_RENDERBUFFER), renderbuffer.name)
        case .texture(let texture):
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), glPoint, texture.target, texture.name, 0)
        }
        if let error = context.takeErrors().first {
            if point == .depthStencil && image.format.kind != .depthStencil {
                throw .wrongAttachmentPoint(image.format, point)
            }
            if case .color(let index) = point, index >= context.info.maxColorAttachments {
                throw .tooManyColorAttachments(requested: index + 1, maximum: context.info.maxColorAttachments)
            }
            throw .driverRejected(call: image.kind == .renderbuffer ? "glFramebufferRenderbuffer" : "glFramebufferTexture2D", error: error)
        }
        switch point {
        case .depthStencil:
            attachments[.depth] = nil
            attachments[.stencil] = nil
            attachments[.depthStencil] = image
        case .depth, .stencil:
            if let packed = attachments[.depthStencil] {
                attachments[.depthStencil] = nil
                attachments[point == .depth ? .stencil : .depth] = packed
            }
            attachments[point] = image
        case .color:
            attachments[point] = image
        }
        cachedCompleteness = nil
        resolveTarget?.destroy()
        resolveTarget = nil
    }

    /// Routes fragment outputs 0, 1, ... to the colour attachments, in order.
    public func setDrawBuffers() throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        bindName()
        let indices = attachments.keys.compactMap { if case .color(let i) = $0 { i } else { nil } }
        let count = (indices.max() ?? -1) + 1
        var buffers = (0..<count).map { indices.contains($0) ? GLenum(GL_COLOR_ATTACHMENT0 + Int32($0)) : GLenum(GL_NONE) }
        if buffers.isEmpty { buffers = [GLenum(GL_NONE)] }
        glDrawBuffers(GLsizei(buffers.count), buffers)
        glReadBuffer(count > 0 ? GLenum(GL_COLOR_ATTACHMENT0) : GLenum(GL_NONE))
    }

    static func glAttachment(_ point: AttachmentPoint) -> GLenum {
        let value: Int32 = switch point {
        case .color(let index): GL_COLOR_ATTACHMENT0 + Int32(index)
        case .depth: GL_DEPTH_ATTACHMENT
        case .stencil: GL_STENCIL_ATTACHMENT
        case .depthStencil: GL_DEPTH_STENCIL_ATTACHMENT
        }
        return GLenum(value)
    }

    // MARK: Completeness

    /// The driver's verdict, from `glCheckFramebufferStatus`.
    ///
    /// - Throws: ``FramebufferError/context(_:)`` when the context cannot be made current (the
    ///   verdict would be another context's).
    public func status() throws(FramebufferError) -> FramebufferStatus {
        do { try context.makeCurrent() } catch { throw .context(error) }
        bindName()
        let value = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        return FramebufferStatus(glValue: value) ?? .undefined
    }

    /// The driver's verdict next to the library's prediction and its explanation.
    public func checkCompleteness() throws(FramebufferError) -> CompletenessReport {
        let status = try status()
        if isDefault { return CompletenessReport(status: status, prediction: nil) }   // the window's images: nothing to predict
        let prediction = (try? context.capabilities()).map { CompletenessRules.predict(spec, capabilities: $0) }
        return CompletenessReport(status: status, prediction: prediction)
    }

    /// Throws ``FramebufferError/incomplete(_:explanation:)`` unless the framebuffer is complete.
    ///
    /// The verdict is kept until the attachments change, so reading back every frame asks
    /// `glCheckFramebufferStatus` and the rules once, not per read (the images' storage is
    /// immutable, and only ``attach(_:at:validation:)`` changes what is attached).
    public func requireComplete() throws(FramebufferError) {
        if let cachedCompleteness {
            if cachedCompleteness.status.isComplete { return }
            throw .incomplete(cachedCompleteness.status, explanation: cachedCompleteness.explanation)
        }
        let report = try checkCompleteness()
        cachedCompleteness = report
        guard report.status.isComplete else { throw .incomplete(report.status, explanation: report.explanation) }
    }

    // MARK: Drawing

    /// Makes the context current and binds the framebuffer for drawing and reading.
    public func bind() throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        bindName()
    }

    /// Binds the name; the caller has made the context current.
    private func bindName() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name)
    }

    /// Binds the framebuffer and sets the viewport to its size: ready to draw.
    public func bindForDrawing() throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        bindName()
        let size = drawableSize
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
    }

    /// Sends fragment output `location` to colour attachment 0, and every lower output nowhere
    /// (`glDrawBuffers` with `GL_NONE` before it): a shader written for several targets at once
    /// (twigl's MRT modes) drawn one target at a time. Output 0 is attachment 0 again with 0.
    public func routeOutput(_ location: Int) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        bindName()
        var buffers = Array(repeating: GLenum(GL_NONE), count: max(0, location) + 1)
        buffers[max(0, location)] = GLenum(GL_COLOR_ATTACHMENT0)
        glDrawBuffers(GLsizei(buffers.count), buffers)
    }

    /// The area every attachment covers: the smallest width and height.
    public var drawableSize: Size {
        if let defaultSize { return defaultSize }
        let sizes = attachments.values.map(\.size)
        return Size(sizes.map(\.width).min() ?? 0, sizes.map(\.height).min() ?? 0)
    }

    /// The sample count of the images (they must agree for a complete framebuffer).
    public var samples: Int { attachments.values.map(\.samples).max() ?? 0 }

    /// Clears the colour attachments to `color`, and depth and stencil when given: everywhere,
    /// or only inside `region` (GL coordinates, origin bottom-left).
    ///
    /// - Throws: ``FramebufferError/context(_:)`` when the context cannot be made current.
    public func clear(color: RGBA? = nil, depth: Double? = nil, stencil: Int? = nil, region: PixelRect? = nil) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        bindName()
        var mask: GLbitfield = 0
        if let region {
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(region.x), GLint(region.y), GLsizei(region.width), GLsizei(region.height))
        } else {
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
        defer { if region != nil { glDisable(GLenum(GL_SCISSOR_TEST)) } }
        if let color {
            glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
            glClearColor(color.red, color.green, color.blue, color.alpha)
            mask |= GLbitfield(GL_COLOR_BUFFER_BIT)
        }
        if let depth {
            glDepthMask(GLboolean(GL_TRUE))
            glClearDepth(depth)
            mask |= GLbitfield(GL_DEPTH_BUFFER_BIT)
        }
        if let stencil {
            glStencilMask(0xFF)
            glClearStencil(GLint(stencil))
            mask |= GLbitfield(GL_STENCIL_BUFFER_BIT)
        }
        glClear(mask)
    }

    // MARK: Resolve and read back

    /// Copies colour attachment `index` (resolving samples when multisampled) into colour
    /// attachment 0 of `destination` with `glBlitFramebuffer`. Sizes must match.
    public func resolve(into destination: Framebuffer, colorAttachment index: Int = 0) throws(FramebufferError) {
        let whole = PixelRect(x: 0, y: 0, width: drawableSize.width, height: drawableSize.height)
        try blit(colorAttachment: index, from: whole, into: destination, at: whole) { () throws(FramebufferError) in
            try requireComplete()
            try destination.requireComplete()
            guard drawableSize == destination.drawableSize else {
                throw .resolveSizeMismatch(source: drawableSize, destination: destination.drawableSize)
            }
        }
    }

    /// Copies a rectangle of colour attachment `index` into a rectangle of `destination`'s
    /// colour attachment 0 (`glBlitFramebuffer`, nearest filtering). Rectangles are in GL's
    /// pixel coordinates (origin bottom-left).
    public func blit(colorAttachment index: Int = 0, from source: PixelRect, into destination: Framebuffer, at target: PixelRect) throws(FramebufferError) {
        try blit(colorAttachment: index, from: source, into: destination, at: target) {}
    }

    /// ``blit(colorAttachment:from:into:at:)`` with `check` run once the context is current and
    /// the attachment found, before any GL call (``resolve(into:colorAttachment:)``'s rules).
    private func blit(colorAttachment index: Int, from source: PixelRect, into destination: Framebuffer, at target: PixelRect,
                      check: () throws(FramebufferError) -> Void) throws(FramebufferError) {
        guard destination.context === context else { throw .framebufferFromAnotherContext }
        do { try context.makeCurrent() } catch { throw .context(error) }
        guard attachments[.color(index)] != nil else { throw .noColorAttachment(index) }
        try check()
        context.takeErrors()
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), name)
        glReadBuffer(GLenum(GL_COLOR_ATTACHMENT0 + Int32(index)))
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), destination.name)
        glBlitFramebuffer(GLint(source.x), GLint(source.y), GLint(source.x + source.width), GLint(source.y + source.height),
                          GLint(target.x), GLint(target.y), GLint(target.x + target.width), GLint(target.y + target.height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glReadBuffer(GLenum(GL_COLOR_ATTACHMENT0))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        if let error = context.takeErrors().first { throw .driverRejected(call: "glBlitFramebuffer", error: error) }
    }

    /// Reads colour attachment `index` into an RGBA8 image, top row first.
    ///
    /// A multisampled framebuffer is resolved into a single-sample one first (`glReadPixels`
    /// refuses multisampled sources); that one is made at the first read and kept with this
    /// framebuffer (deleted by ``destroy()``), so reading every frame allocates no GL objects.
    /// `method` picks plain `glReadPixels` or a pixel-buffer object with a fence.
    public func readImage(colorAttachment index: Int = 0, method: ReadbackMethod = .direct) throws(FramebufferError) -> RGBAImage {
        do { try context.makeCurrent() } catch { throw .context(error) }
        if isDefault {
            guard index == 0 else { throw .noColorAttachment(index) }
            try requireComplete()
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            var drawn: GLint = 0
            glGetIntegerv(GLenum(GL_DRAW_BUFFER), &drawn)   // GL_BACK in a double-buffered window: what the next swap shows
            glReadBuffer(GLenum(drawn))
            return try Readback.read(size: drawableSize, method: method, context: context)
        }
        guard let image = attachments[.color(index)] else { throw .noColorAttachment(index) }
        if let colorClass = image.format.colorClass, colorClass == .signedInteger || colorClass == .unsignedInteger {
            throw .unreadableFormat(image.format)
        }
        try requireComplete()
        if samples > 0 {
            let single: Framebuffer
            if let resolveTarget { single = resolveTarget } else {
                single = try Framebuffer(context, spec: FramebufferSpec(size: drawableSize, colors: [.renderbuffer(.rgba8)]))
                resolveTarget = single
            }
            try resolve(into: single, colorAttachment: index)
            return try single.readImage(colorAttachment: 0, method: method)
        }
        bindName()
        glReadBuffer(GLenum(GL_COLOR_ATTACHMENT0 + Int32(index)))
        defer { glReadBuffer(GLenum(GL_COLOR_ATTACHMENT0)) }
        return try Readback.read(size: drawableSize, method: method, context: context)
    }

    /// Reads colour attachment 0 (single-sampled) into `bytes` as GL gives it: RGBA8, bottom row
    /// first, no allocation when `bytes` already has the size. For hot loops; most callers want
    /// ``readImage(colorAttachment:method:)``. A read GL refuses (a multisampled or incomplete
    /// framebuffer) throws ``FramebufferError/driverRejected(call:error:)``.
    public func readRawPixels(into bytes: inout [UInt8]) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        context.takeErrors()
        let size = drawableSize
        let byteCount = size.width * size.height * 4
        if bytes.count != byteCount {
            guard let fresh = RGBAImage.bytesIfAvailable(byteCount) else { throw .notEnoughMemory(size: size, bytes: byteCount) }
            bytes = fresh
        }
        bindName()
        glReadBuffer(GLenum(GL_COLOR_ATTACHMENT0))
        PixelStore.withTightPacking {   // the caller's pack state and pack buffer are ignored, then restored
            bytes.withUnsafeMutableBytes { raw in
                glReadPixels(0, 0, GLsizei(size.width), GLsizei(size.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
            }
        }
        if let error = context.takeErrors().first { throw .driverRejected(call: "glReadPixels", error: error) }
    }

    /// Reads the red and green of colour attachment 0 (single-sampled) as 32-bit floats, two a
    /// pixel, bottom row first (GL's order): what a float target holds, unrounded (a Sound tab's
    /// stereo samples). For 8-bit pictures use ``readImage(colorAttachment:method:)``.
    public func readRedGreenFloats() throws(FramebufferError) -> [Float] {
        do { try context.makeCurrent() } catch { throw .context(error) }
        try requireComplete()
        let size = drawableSize
        let count = size.width * size.height * 2   // half of what the float attachment itself holds
        var values = [Float](repeating: 0, count: count)
        context.takeErrors()
        bindName()
        glReadBuffer(GLenum(GL_COLOR_ATTACHMENT0))
        PixelStore.withTightPacking {
            values.withUnsafeMutableBytes { raw in
                glReadPixels(0, 0, GLsizei(size.width), GLsizei(size.height), GLenum(GL_RG), GLenum(GL_FLOAT), raw.baseAddress)
            }
        }
        if let error = context.takeErrors().first { throw .driverRejected(call: "glReadPixels", error: error) }
        return values
    }

    // MARK: Deleting

    /// Deletes the framebuffer and the images it made from a spec. Call on the context's
    /// thread; calling twice does nothing.
    public func destroy() {
        guard !handle.isDeleted else { return }
        handle.delete()
        resolveTarget?.destroy()
        resolveTarget = nil
        for image in owned { image.destroy() }
        owned.removeAll()
        attachments.removeAll()
    }
    // No deinit: a framebuffer dropped without destroy() hands its name, and its images theirs,
    // back to the context (see GLName).
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension Framebuffer: Sendable {}

/// The driver's verdict on a framebuffer beside the library's prediction.
public struct CompletenessReport: Sendable, Equatable {
    public var status: FramebufferStatus
    public var prediction: CompletenessPrediction?

    /// The prediction's explanation when it agrees with the driver; otherwise says they differ.
    public var explanation: String {
        guard let prediction else {
            // Framebuffer 0 (the window's) has no rules to predict it, only the driver's word.
            if status == .undefined { return "there is no framebuffer 0 here: a headless context has no window to draw into; draw into a framebuffer object" }
            return status.isComplete ? "complete" : "no prediction (driver capabilities unavailable)"
        }
        if prediction.verdict == .status(status) { return prediction.explanation }
        return "the driver says \(status.glName) where the rules predicted \(prediction.verdict.name) (\(prediction.explanation))"
    }
}
