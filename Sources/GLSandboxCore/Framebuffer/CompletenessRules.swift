/// The library's forecast for a framebuffer configuration: the verdict GL will give, the rule
/// that decides it, and what to do instead, in plain words.
public struct CompletenessPrediction: Sendable, Equatable {
    public var verdict: FramebufferVerdict
    /// A short name for the deciding rule, e.g. `sample-counts-differ`.
    public var rule: String
    /// Which rule a configuration breaks and what to do instead, or why it is complete.
    public var explanation: String
    /// The sample count each image will get (the driver rounds some counts up).
    public var allocatedSamples: [AttachmentPoint: Int]
}

/// Predicts `glCheckFramebufferStatus` from the rules, before anything is built.
///
/// The rules are those of the OpenGL 4.5 core specification (section 9.4), checked in the order
/// Mesa checks them (images are allocated and attached first; then the depth image, the stencil
/// image and the colour images one by one; then "no image at all"; then the driver's own
/// limits), plus the Mesa quirks we measured:
/// - signed-normalized colour formats render (the spec does not require it);
/// - depth and stencil from two separate images give `GL_FRAMEBUFFER_UNSUPPORTED`: Mesa wants
///   one packed depth-stencil image;
/// - renderbuffer sample counts round up to the next count the driver offers (2 becomes 4);
/// - RGB9_E5 passes the API checks but the driver cannot render it: `GL_FRAMEBUFFER_UNSUPPORTED`;
/// - every stencil format is accepted for textures, not only STENCIL_INDEX8.
///
/// Sizes may differ (GL 4.5 renders into the intersection), so there is no size rule.
public enum CompletenessRules {
    public static func predict(_ spec: FramebufferSpec, capabilities c: DriverCapabilities) -> CompletenessPrediction {
        var allocated: [AttachmentPoint: Int] = [:]
        func refused(_ error: FramebufferError, _ rule: String) -> CompletenessPrediction {
            CompletenessPrediction(verdict: .error(error), rule: rule, explanation: error.description, allocatedSamples: allocated)
        }
        func verdict(_ status: FramebufferStatus, _ rule: String, _ text: String) -> CompletenessPrediction {
            CompletenessPrediction(verdict: .status(status), rule: rule, explanation: text, allocatedSamples: allocated)
        }

        // 1. Allocation and attachment: GL raises an error before any status exists.
        if spec.colors.count > c.maxColorAttachments {
            return refused(.tooManyColorAttachments(requested: spec.colors.count, maximum: c.maxColorAttachments),
                           "too-many-color-attachments")
        }
        let images = spec.images
        for image in images {
            if let error = ImageRules.error(for: image.kind, format: image.format, size: image.size, samples: image.samples, capabilities: c) {
                return refused(error, "image-allocation")
            }
            allocated[image.point] = c.allocatedSamples(image.samples, format: image.format, kind: image.kind) ?? image.samples
        }
        // GL checks the format at the depth-stencil point when attaching; Mesa cannot for formats
        // it allocated no storage for (see DriverCapabilities.acceptedButNotRenderable).
        for image in images where image.point == .depthStencil && image.format.kind != .depthStencil
            && !c.acceptedButNotRenderable.contains(image.format) {
            return refused(.wrongAttachmentPoint(image.format, .depthStencil), "depth-stencil-needs-packed-format")
        }

        // Which image ends up at each point: depth-stencil attaches last and fills both.
        var depthImage: ResolvedAttachment?
        var stencilImage: ResolvedAttachment?
        for image in images {
            switch image.point {
            case .depth: depthImage = image
            case .stencil: stencilImage = image
            case .depthStencil: depthImage = image; stencilImage = image
            case .color: break
            }
        }
        let colorImages = images.filter { if case .color = $0.point { true } else { false } }
        let ordered: [(role: AttachmentPoint, image: ResolvedAttachment)] =
            (depthImage.map { [(.depth, $0)] } ?? []) + (stencilImage.map { [(.stencil, $0)] } ?? [])
            + colorImages.map { ($0.point, $0) }

        // 2. Each image must suit its point; all must share one sample count.
        var first: (role: AttachmentPoint, image: ResolvedAttachment, samples: Int)?
        for (role, image) in ordered {
            switch role {
            case .depth where !image.format.hasDepth:
                return verdict(.incompleteAttachment, "depth-point-needs-depth-format",
                               "the depth attachment is \(image.format.rawValue), which has no depth; attach a depth format there "
                               + "(depth_component24, depth_component32f, or packed depth24_stencil8)")
            case .stencil where !image.format.hasStencil:
                return verdict(.incompleteAttachment, "stencil-point-needs-stencil-format",
                               "the stencil attachment is \(image.format.rawValue), which has no stencil; attach stencil_index8 "
                               + "there, or better one packed depth24_stencil8 at the depth-stencil point")
            case .color(let index) where !c.isColorRenderable(image.format):
                let why = image.format.kind != .color
                    ? "it is a \(image.format.kind.rawValue) format; attach it at the \(image.format.kind.rawValue) point instead"
                    : image.format == .rgb9_e5
                        ? "RGB9_E5 (shared exponent) can be sampled but not rendered to; render to r11f_g11f_b10f or rgba16f"
                        : "the driver cannot render to it; pick a colour-renderable format such as rgba8 or rgba16f"
                return verdict(.incompleteAttachment, "color-point-needs-color-renderable-format",
                               "colour attachment \(index) is \(image.format.rawValue), which is not colour-renderable: \(why)")
            default: break
            }
            let samples = allocated[image.point] ?? image.samples
            if let first {
                if samples != first.samples {
                    let rounding = image.samples != samples || first.image.samples != first.samples
                        ? " (the driver rounds sample counts up to the ones it offers: \(c.sampleCounts(for: image.format, kind: image.kind).sorted().map(String.init).joined(separator: ", ")))"
                        : ""
                    return verdict(.incompleteMultisample, "sample-counts-differ",
                                   "\(describe(first.role)) has \(first.samples) samples but \(describe(role)) has \(samples)\(rounding); "
                                   + "every image of a framebuffer needs the same sample count: give them all the same one, "
                                   + "and resolve into a single-sample framebuffer to read or sample the result")
                }
            } else {
                first = (role, image, samples)
            }
        }

        // 3. Nothing attached at all.
        if ordered.isEmpty {
            return verdict(.incompleteMissingAttachment, "no-attachments",
                           "no image is attached; attach at least one colour, depth or stencil image (e.g. an rgba8 colour image)")
        }

        // 4. The driver's own restrictions.
        if c.mesaQuirks, let depthImage, let stencilImage, depthImage != stencilImage {
            return verdict(.unsupported, "separate-depth-and-stencil-images",
                           "depth (\(depthImage.format.rawValue)) and stencil (\(stencilImage.format.rawValue)) are two separate images, "
                           + "and Mesa renders depth and stencil only from one packed image: attach depth24_stencil8 or "
                           + "depth32f_stencil8 at the depth-stencil point instead")
        }

        if let image = ordered.first(where: { c.acceptedButNotRenderable.contains($0.image.format) })?.image {
            return verdict(.unsupported, "driver-cannot-render-format",
                           "\(describe(image.point)) is \(image.format.rawValue), which GL accepts as colour-renderable but this "
                           + "driver cannot render to; render to r11f_g11f_b10f or rgba16f and convert when sampling")
        }

        var notes: [String] = []
        let sizes = Set(ordered.map(\.image.size))
        if sizes.count > 1 {
            let width = ordered.map(\.image.size.width).min()!, height = ordered.map(\.image.size.height).min()!
            notes.append("the images differ in size, so drawing covers only the \(width)x\(height) they share")
        }
        for image in images where image.samples > 0 && allocated[image.point] != image.samples {
            notes.append("\(describe(image.point)) asked for \(image.samples) samples and gets \(allocated[image.point] ?? 0)")
        }
        let samples = first?.samples ?? 0
        let summary = "every image suits its attachment point and all have \(samples == 0 ? "one sample" : "\(samples) samples")"
        return verdict(.complete, "complete", ([summary] + notes).joined(separator: "; "))
    }

    private static func describe(_ point: AttachmentPoint) -> String {
        switch point {
        case .color(let index): "colour attachment \(index)"
        case .depth: "the depth image"
        case .stencil: "the stencil image"
        case .depthStencil: "the depth-stencil image"
        }
    }
}
