import Foundation
import GLSandbox
import GLSandboxLessons
import Testing
import TestSupport
import GLTestSupport

/// Each lesson rendered headless (EGL, a 600x480 framebuffer object), as `lesson check` will:
/// its first frame checked against values worked out from the lesson's numbers, not from a
/// render of ours. Colours: an 8-bit channel is round(value * 255).
@Suite("Lessons, headless")
@MainActor
struct LessonTests {
    func render(_ lesson: Int, frames: Int = 1, samples: Int = 0, keys: String = "") throws -> RGBAImage {
        try LessonRenderer.render(lesson: lesson, frames: frames, samples: samples, keys: Array(keys.utf8), shaders: shaders)
    }

    let background = Pixel(26, 26, 31)   // glClearColor(0.1, 0.1, 0.12): round(25.5) = 26, round(30.6) = 31

    @Test("lesson 1 clears to black; lesson 2's triangle: the background in a corner, a blend of its corners inside")
    func firstLessons() throws {
        #expect(try render(1).distinctPixels() == [Pixel(0, 0, 0)])
        let triangle = try render(2)
        #expect(triangle[5, 5] == background)
        let inside = triangle[300, 300]   // below the centre: red + green + blue weights add up to 1
        #expect(abs(Int(inside.r) + Int(inside.g) + Int(inside.b) - 255) <= 3, "\(inside)")
    }

    @Test("size 0 is a typed error naming the Swift value, before GL sees it (GL would say GL_INVALID_VALUE)")
    func sizeZero() throws {
        #expect(throws: LessonError.emptySize(name: "size", Size(0, 480))) {
            _ = try LessonRenderer.render(lesson: 2, size: Size(0, 480), shaders: shaders)
        }
        #expect(LessonError.emptySize(name: "size", Size(0, 480)).description.contains("size is 0x480: both sides need at least 1 pixel"))
    }

    @Test("lesson 4: one sample per pixel gives only black and white; 4 samples, resolved, give edge greys in quarters")
    func multisampling() throws {
        let single = try render(4)
        #expect(single.distinctPixels() == [Pixel(0, 0, 0), Pixel(255, 255, 255)])
        let smooth = try render(4, samples: 4)
        let greys = smooth.distinctPixels().filter { $0.r > 0 && $0.r < 255 }
        #expect(!greys.isEmpty, "edges were not blended")
        // The resolve averages 4 samples: an edge pixel is k/4 white, k = 1, 2, 3 (64, 128, 191).
        for grey in greys {
            #expect(grey.r == grey.g && grey.g == grey.b)
            #expect([63, 64, 127, 128, 191, 192].contains(Int(grey.r)), "\(grey)")
        }
        #expect(throws: LessonError.samples(64, maximum: 4)) { _ = try render(4, samples: 64) }
    }

    @Test("lesson 7: an orange square 0.5 on each side of the centre; turned by 0.783 rad at frame 48, a corner reaches x = 0.6")
    func transformations() throws {
        let orange = Pixel(255, 128, 0)
        let first = try render(7)
        #expect(first[300, 240] == orange)
        #expect(first[470, 240] == background)   // clip x = (470.5 / 600) * 2 - 1 = 0.57 > 0.5
        // Frame 48: 47/60 s = 0.783 rad. At y = 0 the square then reaches 0.5 / cos(pi/4 - 0.783) = 0.707 in clip x
        // (rotation happens in clip space, before the window's aspect).
        let turned = try render(7, frames: 48)
        #expect(turned[470, 240] == orange)
    }

    @Test("lesson 8: the depth test shows the red front face at the centre; without it the cyan back face, drawn last, covers it")
    func depthTest() throws {
        #expect(try render(8)[300, 240] == Pixel(255, 0, 0))
        #expect(try render(8, keys: " ")[300, 240] == Pixel(0, 255, 255))
    }

    @Test("lesson 9: the middle cube's red front at the centre; walking forward (w) makes it bigger")
    func camera() throws {
        let start = try render(9), closer = try render(9, keys: "wwww")
        let red = Pixel(255, 0, 0)
        func count(_ image: RGBAImage) -> Int { (0..<image.height).reduce(0) { sum, y in sum + (0..<image.width).filter { image[$0, y] == red }.count } }
        #expect(start[300, 240] == red)
        #expect(count(closer) > count(start) * 2, "3 units away then 2: the face's area grows by (3-0.5)^2/(2-0.5)^2 = 2.8")
    }

    @Test("lesson 10: nearest filtering leaves only black and white; mipmaps average the 1-pixel checkerboard to grey 0.5")
    func filtering() throws {
        let image = try render(10)
        var left = Set<Pixel>(), right = Set<Pixel>()
        for y in 0..<480 {
            for x in 0..<300 { left.insert(image[x, y]) }
            for x in 300..<600 { right.insert(image[x, y]) }
        }
        #expect(left == [Pixel(0, 0, 0), Pixel(255, 255, 255)])
        #expect(right.allSatisfy { $0.r == $0.g && $0.g == $0.b && abs(Int($0.r) - 128) <= 1 }, "\(right.prefix(5))")
    }

    @Test("lesson 11: the centre of the front face, lit from (0.5, 0.5, 2): (0.1 + cos) * coral, plus a faint white highlight")
    func lighting() throws {
        // n = (0,0,1), to the light from (0,0,0.5): (0.5, 0.5, 1.5) / 1.6583 -> diffuse 0.9045; the mirror
        // direction meets the eye at cos 0.9045, ^32 = 0.0403, specular 0.5 * 0.0403 = 0.0201 (white).
        // (0.1 + 0.9045) * (1, 0.5, 0.31) + 0.0201 = (1.02 -> 1, 0.5224, 0.3315): (255, 133, 85).
        let centre = try render(11)[300, 240]
        #expect(abs(Int(centre.r) - 255) <= 2 && abs(Int(centre.g) - 133) <= 2 && abs(Int(centre.b) - 85) <= 2, "\(centre)")
        // The light moved right by 1 (dddd): it now comes from (1.5, 0.5, 1.5): cos = 1.5 / 2.1794 = 0.688,
        // darker, and the highlight gone (0.688^32 = 6e-6): red (0.1 + 0.688) * 255.
        let moved = try render(11, keys: "dddd")[300, 240]
        #expect(abs(Int(moved.r) - Int(((0.1 + 0.688) * 255).rounded())) <= 2, "\(moved)")
    }
}
