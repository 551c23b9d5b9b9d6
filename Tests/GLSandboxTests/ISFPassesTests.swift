import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// ISF's `PASSES` with targets (issue 34): a pass drawing into a named target that later passes
/// read, `PERSISTENT` targets that keep their picture from frame to frame, `FLOAT` targets,
/// `PASSINDEX`, `WIDTH`/`HEIGHT` expressions, and the typed error for one that does not evaluate.
///
/// Expected pixels are worked out by hand from VVISF's rules (see ``ISF/passes(_:channels:)``):
/// an 8-bit channel is `round(value * 255)`; a target that is not `FLOAT` holds 8 bits a channel.
@Suite("ISF passes")
struct ISFPassesTests {
    func scene(_ source: String, _ name: String = #function) throws -> (ShaderScene, URL) {
        let folder = try folderOfFiles(["f.fs": source], name)
        return (try ShaderScene.load(path: folder.appendingPathComponent("f.fs").path), folder)
    }

    func render(_ source: String, size: Size = Size(8, 4), frame: Int = 0, uniforms: [String: [Float]] = [:], _ name: String = #function) throws -> RGBAImage {
        let (scene, folder) = try scene(source, name)
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs = ShaderInputs(date: .snapshotDefault, uniforms: uniforms)
        inputs.frame = frame
        inputs.fps = 60
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: inputs) }
    }

    @Test("pass 0 draws into a target a quarter of the frame wide; pass 1 reads it by name, with IMG_SIZE its size")
    func twoPasses() throws {
        let source = """
            /*{ "ISFVSN": "2", "PASSES": [ { "TARGET": "small", "WIDTH": "$WIDTH/4", "HEIGHT": "$HEIGHT/2" }, {} ] }*/
            void main() {
              if (PASSINDEX == 0) {
                gl_FragColor = vec4(RENDERSIZE / 255.0, (gl_FragCoord.x + gl_FragCoord.y) * 40.0 / 255.0, 1.0);
              } else if (gl_FragCoord.x < 4.0) {
                gl_FragColor = IMG_NORM_PIXEL(small, vec2(0.75, 0.25));
              } else {
                gl_FragColor = vec4(IMG_SIZE(small) / 255.0, IMG_PIXEL(small, vec2(0.5, 1.5)).b, 1.0);
              }
            }
            """
        let image = try render(source)
        // The target is 8/4 x 4/2 = 2x2; its pixel (1, 0) has centre (1.5, 0.5): blue 2 * 40 = 80,
        // RENDERSIZE in pass 0 is the target's (2, 2). Pixel (0, 1): centre (0.5, 1.5), blue 80.
        #expect(image[0, 0] == Pixel(2, 2, 80))
        #expect(image[3, 3] == Pixel(2, 2, 80))
        #expect(image[4, 0] == Pixel(2, 2, 80))
        #expect(image[7, 3] == Pixel(2, 2, 80))
    }

    static let accumulating = """
        /*{ "ISFVSN": "2", "PASSES": [ { "TARGET": "total", "PERSISTENT": true }, {} ] }*/
        void main() {
          if (PASSINDEX == 0) gl_FragColor = IMG_THIS_PIXEL(total) + vec4(1.0 / 255.0, 0.0, 0.0, 1.0);
          else gl_FragColor = IMG_THIS_PIXEL(total);
        }
        """

    @Test("a PERSISTENT target keeps its picture: adding 1/255 a frame, frame N shows N + 1; without PERSISTENT it is 1 every frame")
    func persistentAccumulates() throws {
        for frame in [0, 4, 9] {
            #expect(try render(Self.accumulating, frame: frame)[3, 2].r == UInt8(frame + 1))
        }
        let temporary = Self.accumulating.replacingOccurrences(of: ", \"PERSISTENT\": true", with: "")
        #expect(try render(temporary, frame: 9)[3, 2].r == 1)
        // The last pass drawing into its own persistent target (feedback), as 23 of Vidvox's files do:
        // it reads the target's picture of the frame before, and the next frame reads what it drew.
        let feedback = """
            /*{ "ISFVSN": "2", "PASSES": [ { "TARGET": "last", "PERSISTENT": true } ] }*/
            void main() { gl_FragColor = IMG_THIS_PIXEL(last) + vec4(0.0, 2.0 / 255.0, 0.0, 1.0); }
            """
        #expect(try render(feedback, frame: 6)[0, 0].g == 14)
    }

    @Test("a file with a persistent target has a history (frames 0 to N run); one with only temporary targets does not")
    func history() throws {
        let (persistent, one) = try scene(Self.accumulating, "history-persistent")
        defer { try? FileManager.default.removeItem(at: one) }
        #expect(persistent.hasHistory)
        let (temporary, two) = try scene(Self.accumulating.replacingOccurrences(of: ", \"PERSISTENT\": true", with: ""), "history-temporary")
        defer { try? FileManager.default.removeItem(at: two) }
        #expect(!temporary.hasHistory)
    }

    @Test("a FLOAT target holds 3.0 and reads it back; an 8-bit target clamps it to 1.0")
    func floatTarget() throws {
        let source = """
            /*{ "ISFVSN": "2", "PASSES": [ { "TARGET": "big", "FLOAT": true }, {} ] }*/
            void main() {
              if (PASSINDEX == 0) gl_FragColor = vec4(3.0, 0.25, 0.0, 1.0);
              else gl_FragColor = vec4(IMG_THIS_PIXEL(big).r / 4.0, IMG_THIS_PIXEL(big).g, 0.0, 1.0);
            }
            """
        // 3.0 / 4 = 0.75: 191.25, 191; 0.25: 63.75, 64.
        #expect(try render(source)[5, 1] == Pixel(191, 64, 0))
        // Clamped to 1.0: 0.25, 64.
        #expect(try render(source.replacingOccurrences(of: "\"FLOAT\": true", with: "\"FLOAT\": false"))[5, 1] == Pixel(64, 64, 0))
    }

    @Test("PASSINDEX is each pass's index")
    func passIndex() throws {
        let source = """
            /*{ "ISFVSN": "2", "PASSES": [ { "TARGET": "a" }, { "TARGET": "b" }, {} ] }*/
            void main() {
              if (PASSINDEX < 2) gl_FragColor = vec4(float(PASSINDEX) * 40.0 / 255.0, 0.0, 0.0, 1.0);
              else gl_FragColor = vec4(IMG_THIS_PIXEL(a).r, IMG_THIS_PIXEL(b).r, float(PASSINDEX) * 40.0 / 255.0, 1.0);
            }
            """
        #expect(try render(source)[1, 1] == Pixel(0, 40, 80))
    }

    static let sized = """
        /*{ "ISFVSN": "2", "INPUTS": [ { "NAME": "q", "TYPE": "float", "DEFAULT": 0.5 } ],
            "PASSES": [ { "TARGET": "s", "WIDTH": "max(1.0, floor($WIDTH * $q))", "HEIGHT": 3 }, {} ] }*/
        void main() {
          if (PASSINDEX == 0) gl_FragColor = vec4(1.0);
          else gl_FragColor = vec4(IMG_SIZE(s) / 255.0, 0.0, 1.0);
        }
        """

    @Test("a size reads an input's value ($q): 8 * 0.5 = 4 wide by default, 8 * 0.25 = 2 given q = 0.25; a number is a size too")
    func sizeFromAnInput() throws {
        #expect(try render(Self.sized)[0, 0] == Pixel(4, 3, 0))
        #expect(try render(Self.sized, uniforms: ["q": [0.25]])[0, 0] == Pixel(2, 3, 0))
        // 8 * -1 is below 1: floor gives -8, max 1.
        #expect(try render(Self.sized.replacingOccurrences(of: "max(1.0, ", with: "(")
                               .replacingOccurrences(of: "\"DEFAULT\": 0.5", with: "\"DEFAULT\": -1.0"))[0, 0] == Pixel(1, 3, 0))
    }

    @Test("a target whose size follows an input, given another value: the history starts again, every target cleared (6 at frame 5, not 4 + 6)")
    func sizeChangeRestartsHistory() throws {
        let source = """
            /*{ "ISFVSN": "2", "INPUTS": [ { "NAME": "q", "TYPE": "float", "DEFAULT": 0.5 } ],
                "PASSES": [ { "TARGET": "total", "PERSISTENT": true }, { "TARGET": "sized", "PERSISTENT": true, "WIDTH": "$WIDTH * $q" }, {} ] }*/
            void main() {
              if (PASSINDEX == 0) gl_FragColor = IMG_THIS_PIXEL(total) + vec4(1.0 / 255.0, 0.0, 0.0, 1.0);
              else if (PASSINDEX == 1) gl_FragColor = vec4(1.0);
              else gl_FragColor = vec4(IMG_THIS_PIXEL(total).r, IMG_SIZE(sized) / 255.0, 1.0);
            }
            """
        let (scene, folder) = try scene(source)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixels: [Pixel] = try withContext { context in
            let target = try Framebuffer(context, spec: Scene.Target.color.spec(size: Size(8, 4), samples: 0))
            defer { target.destroy() }
            let renderer = try scene.makeRenderer(in: context)
            defer { renderer.destroy() }
            var inputs = ShaderInputs(date: .snapshotDefault)
            inputs.fps = 60
            inputs.frame = 3
            let first = try renderer.renderImage(into: target, inputs: inputs)
            inputs.frame = 5
            inputs.uniforms = ["q": [0.25]]
            let second = try renderer.renderImage(into: target, inputs: inputs)
            return [first[0, 0], second[0, 0]]
        }
        // Frame 3 at q 0.5: 4, the target 4 wide; frame 5 at q 0.25 (2 wide): frames 0 to 5 again, 6.
        #expect(pixels == [Pixel(4, 4, 4), Pixel(6, 2, 4)])
    }

    @Test("a size that does not evaluate is ShaderError.isfPassSize naming the pass, the expression and why, when the file is read")
    func badSize() throws {
        let folder = try folderOfFiles([
            "cut.fs": Self.sized.replacingOccurrences(of: "max(1.0, floor($WIDTH * $q))", with: "$WIDTH /"),
            "name.fs": Self.sized.replacingOccurrences(of: "$WIDTH * $q", with: "$WIDTH * $quality"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cut = folder.appendingPathComponent("cut.fs").path
        let error = #expect(throws: ShaderError.self) { try ShaderFile(path: cut) }
        guard case .isfPassSize(let file, let pass, let expression, let reason) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(file == cut && pass == "pass 0 (TARGET s)'s WIDTH" && expression == "$WIDTH /")
        #expect(reason.hasPrefix("does not evaluate: it ends where a number"), "\(reason)")
        #expect(error?.category == .dataError)   // exit 65
        let name = folder.appendingPathComponent("name.fs").path
        let unknown = #expect(throws: ShaderError.self) { try ShaderFile(path: name) }
        #expect(unknown?.description.contains("quality is neither WIDTH, HEIGHT nor an input of a number (HEIGHT, WIDTH, q)") == true, "\(String(describing: unknown))")
    }

    @Test("a size above 16384 pixels is ShaderError.isfPassSize when the frame is drawn, not a crash")
    func absurdSize() throws {
        let huge = Self.sized.replacingOccurrences(of: "max(1.0, floor($WIDTH * $q))", with: "$WIDTH * 100000")
        let error = #expect(throws: ShaderError.self) { try render(huge) }
        #expect(error?.description.contains("target s's WIDTH \"$WIDTH * 100000\" is 800000 pixels in a 8x4 frame, more than the 16384") == true, "\(String(describing: error))")
    }

    @Test("ISF v1's PERSISTENT_BUFFERS, as names and as an object with a size")
    func persistentBuffersOfV1() throws {
        let names = """
            /*{ "PERSISTENT_BUFFERS": ["total"], "PASSES": [ { "TARGET": "total" }, {} ] }*/
            void main() {
              if (PASSINDEX == 0) gl_FragColor = IMG_THIS_PIXEL(total) + vec4(1.0 / 255.0, 0.0, 0.0, 1.0);
              else gl_FragColor = vec4(IMG_THIS_PIXEL(total).r, IMG_SIZE(total) / 255.0, 1.0);
            }
            """
        #expect(try render(names, frame: 4)[2, 2] == Pixel(5, 8, 4))
        let object = names.replacingOccurrences(of: "[\"total\"]", with: "{ \"total\": { \"WIDTH\": 2, \"HEIGHT\": \"$HEIGHT/2\" } }")
        #expect(try render(object, frame: 4)[2, 2] == Pixel(5, 2, 2))
    }

    @Test("more than four samplers: six targets, each pass adding 10 to the one before; a seventeenth sampler is refused")
    func manyTargets() throws {
        let names = ["t0", "t1", "t2", "t3", "t4", "t5"]
        let passes = names.map { "{ \"TARGET\": \"\($0)\" }" }.joined(separator: ", ")
        let source = """
            /*{ "ISFVSN": "2", "INPUTS": [ { "NAME": "inputImage", "TYPE": "image" } ], "PASSES": [ \(passes), {} ] }*/
            void main() {
              vec4 before = vec4(0.0);
              if (PASSINDEX == 1) before = IMG_THIS_PIXEL(t0);
              if (PASSINDEX == 2) before = IMG_THIS_PIXEL(t1);
              if (PASSINDEX == 3) before = IMG_THIS_PIXEL(t2);
              if (PASSINDEX == 4) before = IMG_THIS_PIXEL(t3);
              if (PASSINDEX == 5) before = IMG_THIS_PIXEL(t4);
              if (PASSINDEX == 6) gl_FragColor = vec4(IMG_THIS_PIXEL(t5).r, IMG_THIS_PIXEL(t0).r, IMG_THIS_PIXEL(inputImage).b, 1.0);
              else gl_FragColor = before + vec4(10.0 / 255.0, 0.0, 0.0, 1.0);
            }
            """
        // t0 is 10, t5 60; no picture given for inputImage: it reads (0, 0, 0, 1).
        #expect(try render(source)[1, 1] == Pixel(60, 10, 0))
        let seventeen = (0..<17).map { "{ \"TARGET\": \"t\($0)\" }" }.joined(separator: ", ")
        let folder = try folderOfFiles(["many.fs": "/*{ \"PASSES\": [ \(seventeen), {} ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("many.fs").path
        #expect(throws: ShaderError.isfUnsupported(file: path, what: "17 samplers (0 picture inputs or IMPORTED pictures and 17 render targets)")) { try ShaderFile(path: path) }
    }

    @Test("a header of 65 PASSES is refused before anything is compiled (each pass is a program)")
    func tooManyPasses() throws {
        let many = Array(repeating: "{}", count: 65).joined(separator: ", ")
        let folder = try folderOfFiles(["many.fs": "/*{ \"PASSES\": [ \(many) ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("many.fs").path
        #expect(throws: ShaderError.isfUnsupported(file: path, what: "65 PASSES (GLSandbox runs 64 at most)")) { try ShaderFile(path: path) }
    }

    @Test("sizes as VVISF works them out: not a number is 1, a fraction its whole part, below 1 is 1; targets past the texture budget are refused")
    func targetSizeRules() throws {
        let text = """
            /*{ "PASSES": [ { "TARGET": "a", "WIDTH": "0/0", "HEIGHT": "$HEIGHT/3" }, { "TARGET": "b", "FLOAT": true, "WIDTH": "-5", "HEIGHT": 0.5 }, {} ] }*/
            void main() { gl_FragColor = vec4(1.0); }
            """
        let header = try ISF.header(of: text, file: "f.fs")
        let inputs = ShaderInputs(date: .snapshotDefault)
        // 0/0: 1; 100/3 = 33.3: 33; -5 and 0.5: 1.
        #expect(try ISF.targetSizes(header, file: "f.fs", frame: Size(64, 100), inputs: inputs, budget: 1 << 30) == [Size(1, 33), Size(1, 1)])
        // Two pictures each: a is 1x33 RGBA8, 264 bytes; b 1x1 RGBA32F, 32 more: 296 in all.
        #expect(try ISF.targetSizes(header, file: "f.fs", frame: Size(64, 100), inputs: inputs, budget: 296).count == 2)
        let error = #expect(throws: ShaderError.self) { try ISF.targetSizes(header, file: "f.fs", frame: Size(64, 100), inputs: inputs, budget: 295) }
        #expect(error?.description.contains("target b's size \"-5 x 0.5\" is 1x1, and with the targets before it takes more than the texture budget") == true, "\(String(describing: error))")
    }

    // MARK: The expression evaluator (no GL)

    @Test("sizes evaluate as exprtk and math.js read them: precedence, power from the right, functions, $ optional")
    func expressions() throws {
        let names: Set<String> = ["WIDTH", "HEIGHT", "q"]
        func value(_ text: String) throws -> Double { try ISFExpression(text, names: names).value(["WIDTH": 640, "HEIGHT": 480, "q": 0.5]) }
        #expect(try value("floor($WIDTH/3.0)") == 213)
        #expect(try value("1 + 2 * 3 ^ 2") == 19)
        #expect(try value("2 ^ 3 ^ 2") == 512)
        #expect(try value("-2 ^ 2") == -4)
        #expect(try value("max(floor(WIDTH*0.02),1.0)") == 12)
        #expect(try value("max(8.0, floor($HEIGHT*$q), 3)") == 240)
        #expect(try value("(WIDTH > HEIGHT) * 10 + 7 % 4") == 13)
        #expect(try value("1.5e2") == 150)
    }

    @Test("an expression that cannot be read is a Problem, never a crash: too deep, too long, an unknown function, text left over")
    func badExpressions() {
        let names: Set<String> = ["WIDTH", "HEIGHT"]
        for text in [String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300), String(repeating: "-", count: 900) + "1",
                     String(repeating: "1+", count: 600) + "1", "evil($WIDTH)", "$WIDTH $HEIGHT", "", "$", "min()", "floor(1, 2)", "1..2", "#"] {
            #expect(throws: ISFExpression.Problem.self) { try ISFExpression(text, names: names) }
        }
    }
}
