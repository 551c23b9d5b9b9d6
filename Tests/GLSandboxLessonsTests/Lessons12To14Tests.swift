import Foundation
import GLSandbox
import GLSandboxLessons
import Testing
import TestSupport
import GLTestSupport

/// Lessons 12 to 14 rendered headless (a 600x480 framebuffer object), checked against values
/// worked out here from the lessons' numbers (plain ray–sphere geometry, the colours the
/// shaders name). Their exercises' near misses are tried with every other exercise's, by
/// LessonNearMissTests; LessonCheckTests runs the solutions through `glsandbox lesson check`.
@Suite("Lessons 12 to 14")
@MainActor
struct NewLessonsTests {
    func render(_ lesson: Int, frames: Int = 1, keys: String = "", shaders library: ShaderLibrary = shaders) throws -> RGBAImage {
        try LessonRenderer.render(lesson: lesson, frames: frames, keys: Array(keys.utf8), shaders: library)
    }

    /// An 8-bit channel of `value` (0 to 1), as GL writes it.
    static func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }

    /// Lesson 12's camera (0, 1.5, 5) looking at (0, 0.8, 0), lens 1.8, as the shader builds it.
    struct Camera {
        let eye = SIMD3<Double>(0, 1.5, 5)
        var forward: SIMD3<Double> { normalize(SIMD3(0, 0.8, 0) - eye) }
        var right: SIMD3<Double> { normalize(cross(forward, SIMD3(0, 1, 0))) }
        var up: SIMD3<Double> { cross(right, forward) }
        /// The pixel (x from the left, y from the top of a 600x480 picture) where `point` shows.
        func pixel(of point: SIMD3<Double>) -> (x: Int, y: Int) {
            let d = point - eye, depth = dot(d, forward)
            let uv = SIMD2(dot(d, right), dot(d, up)) / depth * 1.8
            let fragX = (uv.x * 480 + 600) / 2, fragY = (uv.y * 480 + 480) / 2
            return (Int(fragX.rounded(.down)), 479 - Int(fragY.rounded(.down)))
        }
    }

    @Test("lesson 12: the sphere's colour where the middle ray meets it (solved as a quadratic, not marched); full shadow on the ground behind it; sky at the top")
    func rayMarching() throws {
        let image = try render(12)
        let camera = Camera()
        let light = normalize(SIMD3<Double>(-0.6, 0.8, 0.4))
        // The middle ray (pixel 300, 240 is at uv (0.0021, -0.0021): nearly the forward ray).
        let direction = normalize(camera.forward)
        let toCentre = camera.eye - SIMD3(0, 1, 0)
        let b = dot(toCentre, direction), c = dot(toCentre, toCentre) - 1
        let t = -b - (b * b - c).squareRoot()
        let hit = camera.eye + direction * t, normal = normalize(hit - SIMD3(0, 1, 0))
        let sky = SIMD3<Double>(0.55, 0.7, 0.9) - 0.3 * direction.y
        let lit = SIMD3<Double>(1, 0.5, 0.31) * (0.15 + 0.85 * max(dot(normal, light), 0))
        let expected = lit + (sky - lit) * (1 - exp(-0.002 * t * t))
        let centre = image[300, 240]
        for (got, want) in zip([centre.r, centre.g, centre.b], [expected.x, expected.y, expected.z]) {
            #expect(abs(Int(got) - Self.byte(want)) <= 3, "centre \(centre), expected \(expected * 255)")
        }
        // The ground point whose way to the light passes through the sphere's centre: no light
        // reaches it, so it is grey 0.75 times the ambient 0.15 (then fogged a little).
        let shadowed = SIMD3<Double>(0, 1, 0) - light / light.y
        let (x, y) = camera.pixel(of: shadowed)
        let distance = length(shadowed - camera.eye)
        let rayDirection = normalize(shadowed - camera.eye)
        let groundSky = SIMD3<Double>(0.55, 0.7, 0.9) - 0.3 * rayDirection.y
        let dark = SIMD3<Double>(repeating: 0.75 * 0.15)
        let expectedShadow = dark + (groundSky - dark) * (1 - exp(-0.002 * distance * distance))
        let inShadow = image[x, y]
        #expect(abs(Int(inShadow.r) - Self.byte(expectedShadow.x)) <= 3 && abs(Int(inShadow.b) - Self.byte(expectedShadow.z)) <= 3,
                "(\(x), \(y)): \(inShadow), expected \(expectedShadow * 255)")
        // The top row's middle pixel looks up past everything: the sky.
        let topRay = normalize(camera.right * 0.0021 + camera.up * (479.5 * 2 - 480) / 480 + camera.forward * 1.8)
        #expect(abs(Int(image[300, 0].b) - Self.byte(0.9 - 0.3 * topRay.y)) <= 2, "\(image[300, 0])")
        // Walking around (d: 0.1 rad per press) changes the picture: the camera is uniforms.
        #expect(try render(12, keys: "ddd") != image)
    }

    @Test("lesson 13: far from the seeds the grid stays A = 1, B = 0 (paper); a seed's middle is ink; counted steps give the same picture every run")
    func reactionDiffusion() throws {
        let first = try render(13)
        let paper = Pixel(UInt8(Self.byte(0.95)), UInt8(Self.byte(0.92)), UInt8(Self.byte(0.85)))
        // Cell (1, 39) is 21 cells from the nearest seed (the grid wraps): 32 steps of diffusion
        // carry B there at most 0.1^21 * C(32, 21) (each step passes on a tenth), far below the 0.1 where ink starts.
        #expect(first[10, 240] == paper, "\(first[10, 240])")
        // The seed at cells (47...54, 37...44), 6 pixels a cell, rows from the bottom: after 32
        // steps B is still above 0.3 in its middle cell (51, 41): ink (0.08, 0.16, 0.4).
        let seed = first[51 * 6 + 3, 479 - (41 * 6 + 3)]
        #expect(abs(Int(seed.b) - Self.byte(0.4)) <= 25 && seed.r < 60, "\(seed)")
        let later = try render(13, frames: 10), again = try render(13, frames: 10)
        #expect(later == again, "320 steps, twice")
        #expect(later != first)
    }

    @Test("lesson 14: flat areas keep their colour under the blur (its weights add up to 1), edges get blends; unfiltered (space) it is lesson 8's picture, pixel for pixel")
    func imageProcessing() throws {
        let image = try render(14)
        #expect(image[300, 240] == Pixel(255, 0, 0))    // the red front face
        #expect(image[5, 5] == Pixel(26, 26, 31))       // glClearColor(0.1, 0.1, 0.12)
        #expect(image.distinctPixels().count > 20, "the edges are blurred: blends of the face and the background")
        // Lesson 8 at frame 46 is at 45/60 = 0.75 s: turned 0.8 * 0.75 = 0.6 rad, where lesson 14 starts.
        #expect(try render(14, keys: " ") == render(8, frames: 46))
    }

    @Test("`lesson exercises` lists the three new exercises with their files; `demo --list` names the lessons")
    nonisolated func listed() throws {
        let exercises = try glsandbox("lesson", "exercises")
        #expect(exercises.status == 0)
        for (lesson, file) in [(12, "shaders/lesson12.frag"), (13, "shaders/lesson13-step.frag"), (14, "shaders/lesson14-kernel.frag")] {
            #expect(exercises.stdout.contains("lesson \(lesson), exercise 1: "), "\(exercises.stdout)")
            #expect(exercises.stdout.contains("edit \(file); check with `glsandbox lesson check \(lesson) --exercise 1`"))
        }
        let list = try glsandbox("demo", "--list")
        #expect(["12  ray marching", "13  ping-pong", "14  image processing"].allSatisfy(list.stdout.contains), "\(list.stdout)")
    }

    // The exercises' near misses are in docs/solutions/lesson1{2,3,4}-ex1/near-misses.txt,
    // tried by LessonNearMissTests with every other exercise's.
}

// Vector arithmetic for the hand-worked geometry above (Linux has no simd module).
private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
private func length(_ v: SIMD3<Double>) -> Double { dot(v, v).squareRoot() }
private func normalize(_ v: SIMD3<Double>) -> SIMD3<Double> { v / length(v) }
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
