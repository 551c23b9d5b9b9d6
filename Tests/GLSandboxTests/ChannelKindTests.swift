import Foundation
@testable import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// A channel read as another kind of texture than it was given is one line naming the channel,
/// the user's line and what to give (issue 36): Mesa's own words for it are a page of `texture`
/// overloads (52 lines for shaders/examples/skybox.frag run without a cubemap).
@Suite("Channel kinds")
struct ChannelKindTests {
    static let readsCubemap = """
        void mainImage(out vec4 c, in vec2 p) {
            vec3 direction = normalize(vec3(p / iResolution.xy - 0.5, 1.0));
            c = texture(iChannel1, direction);
        }
        """
    static let readsPicture = """
        void mainImage(out vec4 c, in vec2 p) {
            c = texture(iChannel0, p / iResolution.xy);
        }
        """

    private func thrown(_ path: String, channels: [String?] = []) throws -> ShaderError? {
        let scene = try ShaderScene.load(path: path, channels: channels)
        do {
            _ = try withContext { try scene.renderImage(in: $0, size: Size(8, 8), inputs: ShaderInputs(date: .snapshotDefault)) }
            return nil
        } catch let error as ShaderError {
            return error
        }
    }

    @Test("a 2D picture (or nothing) read with a 3D direction: the channel, the line, a cubemap or a volume")
    func pictureReadAsCubemap() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try writeFile("sky.frag", Self.readsCubemap, in: folder)
        let error = try thrown(path)
        #expect(error == .channelKind(file: path, line: 3, channel: 1, given: "a 2D picture (or nothing)",
                                      read: "with a 3D direction (as a cubemap or a volume is)"))
        #expect(error?.description.split(separator: "\n").count == 1)
    }

    @Test("a volume read with a 2D coordinate: the channel, the line, a 2D picture")
    func volumeReadAsPicture() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try writeFile("flat.frag", Self.readsPicture, in: folder)
        let volume = try VolumeTests.write(VolumeTests.greyFile, to: folder, "noise.bin")
        let error = try thrown(path, channels: [volume])
        #expect(error == .channelKind(file: path, line: 2, channel: 0, given: "a volume", read: "with a 2D coordinate (as a picture is)"))
    }

    @Test("render skybox.frag without a cubemap: one line on stderr, exit 65, no compiler page")
    func oneLineFromTheCommand() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try glsandbox("render", packageRoot.appendingPathComponent("shaders/examples/skybox.frag").path,
                                   "--out", folder.appendingPathComponent("sky.png").path)
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains("iChannel0 is read with a 3D direction") == true, "\(result.stderr)")
        #expect(lines.first?.contains("--channel0-cube") == true, "the flag that gives one: \(result.stderr)")
    }
}
