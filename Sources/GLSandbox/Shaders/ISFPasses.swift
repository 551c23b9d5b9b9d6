import Foundation

/// ISF's `PASSES` with targets, run in GLSandbox's multipass machinery, as VVISF-GL runs them
/// (`ISFScene::_render`, `ISFPassTarget`, `ISFDoc`; read at its GitHub head, not copied).
///
/// **Each frame**, every target's size is worked out (``ISF/Target/width``, ``ISF/Target/height``:
/// the frame's size where not given), then the passes run in order, each the whole file with
/// `PASSINDEX` its index. A pass with a `TARGET` draws into a new picture of the target's size,
/// cleared to (0, 0, 0, 0), which then becomes the target's: so while it draws, it reads the
/// target's picture from before (the previous frame's for a persistent target, or an earlier
/// pass's of this frame). A target that is not `PERSISTENT` holds nothing (0, 0, 0, 0) until a
/// pass of the frame draws it. The last pass draws the picture; when it names a persistent
/// target too, it draws the same into the target, which the next frame reads (VVISF keeps its
/// output as that target's picture).
///
/// The targets are buffers A, B ... (16 at most with the pictures: ``ISF/maximumSamplers``), read through the channels
/// after the pictures', linearly and clamped to the edge; RGBA8, or RGBA32F for `FLOAT`, as VVISF
/// makes them.
extension ISF {
    /// The largest side a target may have: llvmpipe's `GL_MAX_TEXTURE_SIZE`, and far more than
    /// any ISF file asks for.
    static let maximumTargetSide = 16384

    /// The passes of `file`, nil when it has no targets (then it is one pass).
    static func passes(_ file: ShaderFile, channels: [Channel?]) -> MultipassShader? {
        guard file.dialect == .isf, let header = file.isfHeader, !header.targets.isEmpty, header.samplers.count <= maximumSamplers else { return nil }
        var inputs = channels + Array(repeating: nil, count: max(0, max(4, header.samplers.count) - channels.count))
        let first = header.pictures.count
        func buffer(_ target: Int) -> MultipassShader.Buffer { MultipassShader.Buffer(rawValue: target)! }
        let sampling = Texture2D.TextureSampling(filter: .linear, wrap: .clamp)
        for (index, target) in header.targets.enumerated() {
            inputs[first + index] = Channel(.buffer(buffer(index)), sampling: sampling, name: target.name)
        }
        var passes: [MultipassShader.Pass] = []
        for (number, pass) in header.passes.enumerated() {
            var variant = file
            variant.isfHeader?.passIndex = number
            let target = pass.target.flatMap { name in header.targets.firstIndex { $0.name == name } }
            let isLast = number == header.passes.count - 1
            // A temporary target drawn by the last pass is read by no one after it: the picture is enough.
            if let target, !isLast || header.targets[target].persistent {
                passes.append(MultipassShader.Pass(buffer: buffer(target), file: variant, inputs: inputs))
            }
            if isLast {
                var own = inputs
                if let target, header.targets[target].persistent {
                    own[first + target] = Channel(.bufferBefore(buffer(target)), sampling: sampling, name: header.targets[target].name)
                }
                passes.append(MultipassShader.Pass(buffer: nil, file: variant, inputs: own))
            }
        }
        var shader = MultipassShader(passes: passes, path: file.path, files: file.files)
        let budget = (try? ShaderImages.budget()) ?? ShaderImages.defaultBudget
        for (index, target) in header.targets.enumerated() {
            if !target.isFloat { shader.eightBitBuffers.insert(buffer(index)) }
            if !target.persistent { shader.temporaryBuffers.insert(buffer(index)) }
            shader.clearedBuffers[buffer(index)] = RGBA(0, 0, 0, 0)
            guard target.width != nil || target.height != nil else { continue }
            shader.bufferSizes[buffer(index)] = MultipassShader.BufferSize { [path = file.path] frame, inputs in
                try targetSizes(header, file: path, frame: frame, inputs: inputs, budget: budget)[index]
            }
        }
        return shader
    }

    /// Every target's size in a frame of `frame` pixels with `inputs`, as VVISF works it out: the
    /// expression's value (not a number: 1), its whole part, at least 1.
    ///
    /// - Throws: ``ShaderError/isfPassSize(file:pass:expression:reason:)`` for a side above
    ///   ``maximumTargetSide``, or targets that together take more than the texture budget.
    static func targetSizes(_ header: Header, file: String, frame: Size, inputs: ShaderInputs, budget: UInt64) throws(ShaderError) -> [Size] {
        var variables: [String: Double] = ["WIDTH": Double(frame.width), "HEIGHT": Double(frame.height)]
        for input in header.inputs where header.sizeNames.contains(input.name) {
            variables[input.name] = Double(values(of: input, header: header, inputs: inputs)[0])
        }
        var sizes: [Size] = []
        var bytes: UInt64 = 0
        for target in header.targets {
            func side(_ expression: ISFExpression?, _ whole: Int, _ key: String) throws(ShaderError) -> Int {
                guard let expression else { return whole }
                let value = expression.value(variables)
                if value.isNaN { return 1 }
                guard value < Double(maximumTargetSide + 1) else {
                    throw .isfPassSize(file: file, pass: "target \(target.name)'s \(key)", expression: expression.written,
                                       reason: "is \(value.isFinite ? String(Int(value)) : "infinitely many") pixels in a \(frame.width)x\(frame.height) frame, "
                                           + "more than the \(maximumTargetSide) a side GLSandbox makes")
                }
                return max(1, Int(value.rounded(.towardZero)))
            }
            let size = Size(try side(target.width, frame.width, "WIDTH"), try side(target.height, frame.height, "HEIGHT"))
            bytes += UInt64(size.width) * UInt64(size.height) * (target.isFloat ? 16 : 4) * 2   // two pictures each
            if bytes > budget {
                throw .isfPassSize(file: file, pass: "target \(target.name)'s size", expression: "\(target.width?.written ?? "$WIDTH") x \(target.height?.written ?? "$HEIGHT")",
                                   reason: "is \(size.width)x\(size.height), and with the targets before it takes more than the texture budget (\(budget >> 20) MiB, "
                                       + "\(ShaderImages.budgetVariable))")
            }
            sizes.append(size)
        }
        return sizes
    }
}
