import Foundation
import GLSandbox
import GLSandboxRenderLoop
import Testing
import TestSupport
import GLTestSupport

/// `loop --shard K/N` (issue 26): the split of the frames, the index from a batch engine's
/// environment, four shards under GNU parallel equal to one run, and `join`.
@Suite("Shards")
struct ShardTests {
    // MARK: The split, with ranges worked out by hand: S + floor(K*F/N) ..< S + floor((K+1)*F/N)

    @Test("each shard's frames, as written down by hand", arguments: [
        // (first frame S, frames F, shards N, the N ranges)
        (0, 24, 4, [0..<6, 6..<12, 12..<18, 18..<24]),
        (0, 10, 4, [0..<2, 2..<5, 5..<7, 7..<10]),       // 2.5, 5, 7.5 rounded down
        (0, 7, 3, [0..<2, 2..<4, 4..<7]),                 // 2.33, 4.67
        (100, 5, 1, [100..<105]),
        (10, 10, 4, [10..<12, 12..<15, 15..<17, 17..<20]),
        (0, 3, 3, [0..<1, 1..<2, 2..<3]),
        (0, 18000, 8, [0..<2250, 2250..<4500, 4500..<6750, 6750..<9000, 9000..<11250, 11250..<13500, 13500..<15750, 15750..<18000]),
        // Every frame iFrame can number, 2^31: 715827882.67 and 1431655765.33 rounded down.
        (0, 2_147_483_648, 3, [0..<715_827_882, 715_827_882..<1_431_655_765, 1_431_655_765..<2_147_483_648]),
    ])
    func split(first: Int, frames: Int, shards: Int, expected: [Range<Int>]) throws {
        let ranges = try (0..<shards).map { try Shard(index: $0, of: shards).frames(of: first ..< first + frames) }
        #expect(ranges == expected)
    }

    @Test("a split never overflows: K*F is taken at double width")
    func splitAtTheLimits() throws {
        let last = try Shard(index: Int.max - 1, of: Int.max)
        #expect(last.frames(of: 0 ..< Int.max) == Int.max - 1 ..< Int.max)
        #expect(try Shard(index: 0, of: Int.max).frames(of: 0 ..< 1) == 0 ..< 0)
    }

    @Test("the ranges of every split up to 40 frames and 12 shards are contiguous and differ by at most one frame")
    func splitCoversEveryFrameOnce() throws {
        for frames in 1...40 {
            for shards in 1...12 {
                let ranges = try (0..<shards).map { try Shard(index: $0, of: shards).frames(of: 5 ..< 5 + frames) }
                #expect(ranges.first?.lowerBound == 5 && ranges.last?.upperBound == 5 + frames)
                #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
                let sizes = ranges.map(\.count)
                #expect(sizes.max()! - sizes.min()! <= 1, "\(frames) frames over \(shards): \(sizes)")
            }
        }
    }

    @Test("K from 0 to N-1, N at least 1")
    func shardBounds() {
        #expect(throws: ShardError.indexOutOfRange(index: 4, count: 4)) { try Shard(index: 4, of: 4) }
        #expect(throws: ShardError.indexOutOfRange(index: -1, count: 4)) { try Shard(index: -1, of: 4) }
        #expect(throws: ShardError.noShards(count: 0)) { try Shard(index: 0, of: 0) }
    }

    // MARK: K from the environment

    @Test("env/N: JOB_COMPLETION_INDEX, else SLURM_ARRAY_TASK_ID; an empty one counts as unset")
    func indexFromEnvironment() throws {
        #expect(try Shard.fromEnvironment(count: 8, ["JOB_COMPLETION_INDEX": "2"]) == Shard(index: 2, of: 8))
        #expect(try Shard.fromEnvironment(count: 8, ["JOB_COMPLETION_INDEX": "5", "SLURM_ARRAY_TASK_ID": "1"]) == Shard(index: 5, of: 8))
        #expect(try Shard.fromEnvironment(count: 8, ["SLURM_ARRAY_TASK_ID": "7"]) == Shard(index: 7, of: 8))
        #expect(try Shard.fromEnvironment(count: 8, ["JOB_COMPLETION_INDEX": "", "SLURM_ARRAY_TASK_ID": "0"]) == Shard(index: 0, of: 8))
    }

    @Test("env/N refuses a missing index, one that is not digits, and one out of range, naming the variable")
    func badIndexFromEnvironment() {
        #expect(throws: ShardError.indexNotSet(count: 8, variables: ["JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"])) {
            try Shard.fromEnvironment(count: 8, ["PATH": "/bin"])
        }
        for bad in ["x", "-1", "+1", " 1", "1.0", "99999999999999999999999"] {
            #expect(throws: ShardError.indexNotANumber(variable: "JOB_COMPLETION_INDEX", value: bad)) {
                try Shard.fromEnvironment(count: 8, ["JOB_COMPLETION_INDEX": bad, "SLURM_ARRAY_TASK_ID": "1"])
            }
        }
        // A Slurm array submitted as --array=1-8: its last task is 8.
        #expect(throws: ShardError.indexVariableOutOfRange(variable: "SLURM_ARRAY_TASK_ID", index: 8, count: 8)) {
            try Shard.fromEnvironment(count: 8, ["SLURM_ARRAY_TASK_ID": "8"])
        }
        #expect(throws: ShardError.noShards(count: 0)) { try Shard.fromEnvironment(count: 0, ["JOB_COMPLETION_INDEX": "0"]) }
    }

    // MARK: loop --shard

    /// A shader whose every frame differs (iTime and iFrame both show).
    static let animated = """
        void mainImage(out vec4 fragColor, in vec2 fragCoord) {
            vec2 uv = fragCoord / iResolution.xy;
            fragColor = vec4(0.5 + 0.5 * sin(iTime * 3.0 + uv.x * 6.0), uv.y, fract(float(iFrame) / 7.0), 1.0);
        }
        """

    private func shader(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("wave.frag").path
        try Self.animated.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The files of a folder, name to bytes.
    private func files(_ folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            result[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return result
    }

    private static let loopArguments = ["--frames", "24", "--fps", "24", "--size", "64x48"]

    @Test("GNU parallel, 4 shards of 24 frames, each into its own folder (as on 4 machines): 6 files each, together one run's, byte for byte (docs/shards.md)")
    func gnuParallel() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = try shader(in: folder)
        let whole = folder.appendingPathComponent("whole").path, sharded = folder.appendingPathComponent("sharded").path
        let one = try glsandbox(["loop", shader] + Self.loopArguments + ["--out", whole])
        #expect(one.status == 0, "\(one.stderr)")
        guard let parallel = ProgramOnPath.find("parallel") else {
            Issue.record("GNU parallel is not installed: `make deps` installs Debian's package parallel")
            return
        }
        let result = try run(parallel, ["--will-cite", "--halt", "now,fail=1", glsandboxBinary, "loop", shader] + Self.loopArguments
                                     + ["--shard", "{}/4", "--out", sharded + "/part-{}", ":::", "0", "1", "2", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try files(whole)
        var got: [String: Data] = [:]
        for k in 0..<4 {
            let part = try files(sharded + "/part-\(k)")
            // Shard k of 24 frames over 4 is frames 6k to 6k+5: files 6k+1 to 6k+6.
            #expect(part.keys.sorted() == (6 * k + 1 ... 6 * k + 6).map { String(format: "frame-%06d.png", $0) })
            got.merge(part) { first, _ in first }
        }
        #expect(expected.count == 24 && expected.keys.contains("frame-000001.png") && expected.keys.contains("frame-000024.png"))
        #expect(got.keys.sorted() == expected.keys.sorted())
        for (name, bytes) in expected { #expect(got[name] == bytes, "\(name) differs between the shards and one run") }
    }

    @Test("raw frames: the shards' standard outputs, in order (parallel -k), are one run's, byte for byte")
    func rawFramesInOrder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = try shader(in: folder)
        let arguments = "loop '\(shader)' --frames 6 --fps 24 --size 16x12 --stdout rgba"
        let whole = folder.appendingPathComponent("whole.rgba").path, sharded = folder.appendingPathComponent("sharded.rgba").path
        #expect(try run("/bin/sh", ["-c", "'\(glsandboxBinary)' \(arguments) > '\(whole)'"]).status == 0)
        let result = try run("/bin/sh", ["-c", "parallel --will-cite -k '\(glsandboxBinary)' \(arguments) --shard {}/3 ::: 0 1 2 > '\(sharded)'"])
        #expect(result.status == 0, "\(result.stderr)")
        let a = FileManager.default.contents(atPath: whole), b = FileManager.default.contents(atPath: sharded)
        #expect(a?.count == 6 * 16 * 12 * 4)
        #expect(a == b)
    }

    /// An ISF file with a persistent target is an effect with a history: `--shard` is refused,
    /// saying why (issue 34), where a Shadertoy buffer's history is replayed (MultipassTests: `--start` replays it).
    @Test("an ISF file with a PERSISTENT target (adding 1/255 a frame): one run's frame k is red k + 1; --shard is refused, exit 64, saying why, writing nothing")
    func isfHistoryRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("total.fs").path
        try """
            /*{ "ISFVSN": "2", "PASSES": [ { "TARGET": "total", "PERSISTENT": true }, {} ] }*/
            void main() {
              if (PASSINDEX == 0) gl_FragColor = IMG_THIS_PIXEL(total) + vec4(1.0 / 255.0, 0.0, 0.0, 1.0);
              else gl_FragColor = IMG_THIS_PIXEL(total);
            }
            """.write(toFile: shader, atomically: true, encoding: .utf8)
        let arguments = ["loop", shader, "--frames", "6", "--fps", "24", "--size", "4x2", "--stdout", "rgba"]
        let whole = try glsandbox(arguments)
        #expect(whole.status == 0, "\(whole.stderr)")
        for k in 0..<3 {
            let part = try glsandbox(arguments + ["--shard", "\(k)/3"])
            #expect(part.status == 64 && part.stdoutBytes.isEmpty, "\(part.stderr)")
            #expect(part.stderr.contains("--shard \(k)/3 cannot split \(shader): it is an effect with a history (its PERSISTENT passes"), "\(part.stderr)")
        }
        let frameBytes = 4 * 2 * 4
        #expect(whole.stdoutBytes.count == 6 * frameBytes)
        // Frame k's first pixel: red k + 1.
        #expect((0..<6).map { whole.stdoutBytes[whole.stdoutBytes.startIndex + $0 * frameBytes] } == [1, 2, 3, 4, 5, 6])
    }

    @Test("--start S --frames F --shard K/N splits the F frames from S; env/N reads JOB_COMPLETION_INDEX")
    func startAndEnvironment() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = try shader(in: folder)
        // Frames 10 to 19 over 4 shards: shard 1 has 12, 13, 14 (files are numbered from 1).
        let fixed = folder.appendingPathComponent("fixed").path, env = folder.appendingPathComponent("env").path
        let common = ["loop", shader, "--start", "10", "--frames", "10", "--fps", "24", "--size", "16x12"]
        #expect(try glsandbox(common + ["--shard", "1/4", "--out", fixed]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixed).sorted() == ["frame-000013.png", "frame-000014.png", "frame-000015.png"])
        let fromEnvironment = try glsandbox(common + ["--shard", "env/4", "--out", env], environment: ["JOB_COMPLETION_INDEX": "1"])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.stderr)")
        #expect(try files(env) == files(fixed))
    }

    // MARK: The recipes that are shown, not run here

    @Test("docs/kubernetes/job.yaml is an Indexed Job whose completions are the N of --shard env/N; its Dockerfile is beside it")
    func kubernetesRecipe() throws {
        let job = try String(contentsOf: packageRoot.appendingPathComponent("docs/kubernetes/job.yaml"), encoding: .utf8)
        func value(_ key: String) -> String? {
            job.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(key + ":") }
                .map { String($0.dropFirst(key.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
        #expect(value("kind") == "Job" && value("completionMode") == "Indexed")
        let shard = job.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix("- env/") }
        #expect(shard != nil && value("completions").map { "- env/" + $0 } == shard, "completions \(value("completions") ?? "none"), shard \(shard ?? "none")")
        let dockerfile = try String(contentsOf: packageRoot.appendingPathComponent("docs/kubernetes/Dockerfile"), encoding: .utf8)
        #expect(dockerfile.contains("ENTRYPOINT [\"glsandbox\"]") && dockerfile.contains("libgl1-mesa-dri"))
    }

    @Test("docs/ci.md's render matrix: K and N from the strategy, one artifact a shard, a join job that merges them")
    func matrixRecipe() throws {
        let ci = try String(contentsOf: packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let blocks = MarkdownYAML.blocks(in: ci).filter { $0.contains("--shard") }
        #expect(blocks.count == 1)
        let yaml = blocks.first ?? ""
        for piece in ["matrix:", "--shard ${{ strategy.job-index }}/${{ strategy.job-total }}", "name: frames-${{ strategy.job-index }}",
                      "needs: render", "actions/download-artifact", "pattern: frames-*", "merge-multiple: true", "frames/frame-%06d.png"] {
            #expect(yaml.contains(piece), "the matrix recipe lacks \(piece)")
        }
    }

    // MARK: join

    /// Runs ffmpeg (quiet) and expects it to succeed.
    private func ffmpeg(_ arguments: [String]) throws {
        let result = try run("/usr/bin/env", ["ffmpeg", "-v", "error", "-nostdin", "-y"] + arguments)
        #expect(result.status == 0, "ffmpeg \(arguments): \(result.stderr)")
    }

    /// The decoded frames of a video, RGBA, as one block of bytes.
    private func decoded(_ video: String, in folder: URL) throws -> Data? {
        let raw = folder.appendingPathComponent(UUID().uuidString + ".rgba").path
        try ffmpeg(["-i", video, "-f", "rawvideo", "-pix_fmt", "rgba", raw])
        return FileManager.default.contents(atPath: raw)
    }

    @Test("join: lossless segments made from 3 shards' PNGs decode to those frames; H.264 segments join without re-encoding")
    func joinSegments() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = try shader(in: folder)
        let frames = folder.appendingPathComponent("frames").path
        var segments: [String: [String]] = ["mkv": [], "mp4": []]
        for k in 0..<3 {
            #expect(try glsandbox("loop", shader, "--frames", "12", "--fps", "24", "--size", "64x48", "--shard", "\(k)/3", "--out", frames).status == 0)
            // Shard k of 12 frames over 3 is frames 4k to 4k+3: files 4k+1 to 4k+4.
            let input = ["-framerate", "24", "-start_number", "\(4 * k + 1)", "-i", frames + "/frame-%06d.png", "-frames:v", "4"]
            let mkv = folder.appendingPathComponent("segment-\(k).mkv").path, mp4 = folder.appendingPathComponent("segment-\(k).mp4").path
            try ffmpeg(input + ["-c:v", "ffv1", "-pix_fmt", "bgra", mkv])
            try ffmpeg(input + ["-c:v", "libx264", "-pix_fmt", "yuv420p", mp4])
            segments["mkv"]!.append(mkv)
            segments["mp4"]!.append(mp4)
        }
        // Lossless: the joined video's frames are the PNGs' pixels, in order.
        let joined = folder.appendingPathComponent("joined.mkv").path
        let result = try glsandbox(["join"] + segments["mkv"]! + ["--out", joined])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("joined 3 segments (video ffv1 64x48 bgra 24/1 fps)"), "\(result.stdout)")
        var expected = Data()
        for number in 1...12 {
            expected.append(contentsOf: try RGBAImage(pngFile: frames + String(format: "/frame-%06d.png", number)).pixels)
        }
        #expect(try decoded(joined, in: folder) == expected)
        // H.264: packets copied, so the joined video decodes to the segments' frames exactly.
        let joinedMP4 = folder.appendingPathComponent("joined.mp4").path
        #expect(try glsandbox(["join"] + segments["mp4"]! + ["--out", joinedMP4]).status == 0)
        var parts = Data()
        for segment in segments["mp4"]! { parts.append(try decoded(segment, in: folder) ?? Data()) }
        let whole = try decoded(joinedMP4, in: folder)
        #expect(whole?.count == 12 * 64 * 48 * 4)
        #expect(whole == parts)
        // Nothing but the two outputs was added beside them: no temporary file left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// Video segments straight from `loop --video --shard`: each encodes its own frames from a
    /// fresh encoder (a key frame first), and join copies their packets.
    @Test("loop --video-lossless --shard K/3: the three segments, joined, decode to one run's video, byte for byte")
    func videoShardsJoined() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = try shader(in: folder)
        let arguments = ["loop", shader, "--frames", "12", "--fps", "24", "--size", "64x48", "--video-lossless"]
        let whole = folder.appendingPathComponent("whole.mkv").path
        let one = try glsandbox(arguments + ["--video", whole])
        #expect(one.status == 0, "\(one.stderr)")
        var segments: [String] = []
        for k in 0..<3 {
            let segment = folder.appendingPathComponent("segment-\(k).mkv").path
            let part = try glsandbox(arguments + ["--shard", "\(k)/3", "--video", segment])
            #expect(part.status == 0, "\(part.stderr)")
            // Shard k of 12 frames over 3 is 4 frames: 64 x 48 x 4 bytes each.
            #expect(try decoded(segment, in: folder)?.count == 4 * 64 * 48 * 4)
            segments.append(segment)
        }
        let joined = folder.appendingPathComponent("joined.mkv").path
        let result = try glsandbox(["join"] + segments + ["--out", joined])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = try decoded(whole, in: folder)
        #expect(expected?.count == 12 * 64 * 48 * 4)
        #expect(try decoded(joined, in: folder) == expected)
    }

    @Test("join: WebM shards of two and three frames at 5 fps (ffprobe guesses 1000/1 for two frames on Matroska's millisecond clock) join into five frames at 5/1")
    func shortWebMShards() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = try shader(in: folder)
        var segments: [String] = []
        for k in 0..<2 {
            let segment = folder.appendingPathComponent("segment-\(k).webm").path
            let part = try glsandbox(["loop", shader, "--frames", "5", "--fps", "5", "--size", "16x16", "--shard", "\(k)/2", "--video", segment])
            #expect(part.status == 0, "\(part.stderr)")
            segments.append(segment)
        }
        let joined = folder.appendingPathComponent("joined.webm").path
        let result = try glsandbox(["join"] + segments + ["--out", joined])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-count_packets", "-show_entries", "stream=r_frame_rate,nb_read_packets", "-of", "csv=p=0", joined])
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "5/1,5", "\(probe.stdout) \(probe.stderr)")
    }

    @Test("join refuses segments that differ (size, rate, codec) or an output that is a segment, naming both files, writing nothing")
    func joinRefusesMismatch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func segment(_ name: String, _ source: String, _ codec: [String]) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try ffmpeg(["-f", "lavfi", "-i", source, "-frames:v", "3"] + codec + [path])
            return path
        }
        let a = try segment("a.mkv", "testsrc=size=64x48:rate=24", ["-c:v", "ffv1"])
        let small = try segment("small.mkv", "testsrc=size=32x24:rate=24", ["-c:v", "ffv1"])
        let faster = try segment("faster.mkv", "testsrc=size=64x48:rate=25", ["-c:v", "ffv1"])
        let h264 = try segment("h264.mkv", "testsrc=size=64x48:rate=24", ["-c:v", "libx264", "-pix_fmt", "yuv420p"])
        let out = folder.appendingPathComponent("out.mkv").path
        for (other, words) in [(small, "stream 0 is video ffv1 64x48"), (faster, "24/1 fps in the first and video ffv1 64x48"), (h264, "video h264 64x48 yuv420p")] {
            let result = try glsandbox("join", a, other, "--out", out)
            #expect(result.status == 65, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("glsandbox: error: segment \(other) differs from \(a): "), "\(result.stderr)")
            #expect(result.stderr.contains(words), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        let same = try glsandbox("join", a, small, "--out", small)
        #expect(same.status == 64 && same.stderr.contains("is one of the segments"), "\(same.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// A segment cut short (a copy or download that stopped) was joined with exit 0, its missing
    /// frames left out without a word.
    @Test("join refuses a segment cut short (MP4 with its index first, Matroska), exit 65, naming it and the cut, writing nothing", arguments: ["mp4", "mkv"])
    func joinRefusesACutSegment(container: String) throws {
        let folder = try temporaryFolder("joinRefusesACutSegment-\(container)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var segments: [String] = []
        for index in 0..<2 {
            let path = folder.appendingPathComponent("part\(index).\(container)").path
            try ffmpeg(["-f", "lavfi", "-i", "testsrc=size=64x48:rate=10", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100", "-t", "3",
                        "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", container == "mp4" ? "aac" : "flac"]
                       + (container == "mp4" ? ["-movflags", "+faststart"] : []) + [path])
            segments.append(path)
        }
        let out = folder.appendingPathComponent("joined.\(container)").path
        let whole = try glsandbox(["join"] + segments + ["--out", out])
        #expect(whole.status == 0, "\(whole.stderr)")
        try FileManager.default.removeItem(atPath: out)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: segments[1]))
        try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: segments[1]))
        let cut = try glsandbox(["join"] + segments + ["--out", out])
        #expect(cut.status == 65, "\(cut.stderr)")
        #expect(cut.stderr.hasPrefix("glsandbox: error: segment \(segments[1]) is cut short or damaged ("), "\(cut.stderr)")
        #expect(cut.stderr.split(separator: "\n").count == 1, "\(cut.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test("join: a segment named with a quote and one starting with a dash are each read as the file they name")
    func joinOddNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quoted = folder.appendingPathComponent("it's 1.mkv").path, dashed = folder.appendingPathComponent("-x.mkv").path
        try ffmpeg(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=24", "-frames:v", "3", "-c:v", "ffv1", quoted])
        try FileManager.default.copyItem(atPath: quoted, toPath: dashed)
        let out = folder.appendingPathComponent("out put.mkv").path
        let result = try glsandbox("join", quoted, dashed, "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", out])
        #expect(frames.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "6")
    }
}

/// Finds a program on PATH (GNU parallel), as `FFmpeg.find` does for ffmpeg.
enum ProgramOnPath {
    static func find(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { String($0) + "/" + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
