import GLSandbox

/// One exercise of a lesson: what to change, in which file, and the picture the changed lesson
/// draws. `glsandbox lesson check N --exercise K` renders the lesson as it is now (the learner's
/// edits included) and compares it with that picture; docs/lessons.md shows the exercises, and
/// `docs/solutions/lessonN-exK/` holds each one's solution: the lesson's file with the change made.
public struct LessonExercise: Sendable, Equatable {
    /// The lesson, from 1.
    public let lesson: Int
    /// The exercise within the lesson, from 1.
    public let number: Int
    /// A few words, for lists.
    public let title: String
    /// What to do, as docs/lessons.md says it.
    public let task: String
    /// The file a learner edits, relative to the package: `shaders/lesson3.frag`,
    /// `Sources/GLSandboxLessons/Lesson1BlackWindow.swift`.
    public let file: String
    /// The text of the lesson as shipped, and what the solution has in its place (exactly one
    /// occurrence in the file: the tests check that each solution is the lesson with this one
    /// change).
    public let original: String
    public let solution: String
    /// The frame the check draws (lessons take their time from the frame number, 60 a second).
    public let frame: Int

    /// `lesson3-ex1`: the name of the expected picture (`.png`) and of the solution's folder.
    public var name: String { "lesson\(lesson)-ex\(number)" }

    /// A Swift file needs a rebuild (`swift run` does it) before the check sees the change; a
    /// shader is read when the lesson starts.
    public var editsSwift: Bool { file.hasSuffix(".swift") }

    /// How close the learner's picture must be to pass (``standardTolerance`` unless the
    /// exercise needs another).
    public var tolerance: Tolerance = LessonExercise.standardTolerance

    /// Chosen from the near misses (`docs/solutions/lessonN-exK/near-misses.txt`: the answers a
    /// learner gives that are close but wrong), not from the right answer alone: colours compared
    /// as people see them (YIQ distance, pixelmatch's units), anti-aliased edge pixels ignored,
    /// and 0.1 % of the pixels (288 of 600x480) allowed to differ beyond that.
    ///
    /// Threshold 0.02. The nearest misses measured: the specular exponent 5 for 4 (lesson 11)
    /// moves pixels by up to 0.035; one channel off by 0.1 moves every pixel by 0.032 (blue) to
    /// 0.068 (green); the old threshold, 0.1, passed all of them (and orange with blue 0.3,
    /// 0.096). One or two levels of 255 of another rounding (another Mesa) stay under 0.006.
    /// The pixel budget: the near misses change thousands of pixels (the nearest, the circle of
    /// lesson 6 a twentieth of the window off, 16,500; the square of lesson 7 at 0.4 for 0.5,
    /// 6,480), while an edge a pixel over somewhere else stays inside it. (Lesson 2's lines
    /// need a tolerance of their own.)
    public static let standardTolerance = Tolerance(maxDifferingFraction: 0.001, perceptual: .init(threshold: 0.02))
}

extension LessonExercise {
    /// Every exercise, by lesson.
    public static let all: [LessonExercise] = [
        LessonExercise(
            lesson: 1, number: 1, title: "a blue sky",
            task: "Clear the window to a sky blue instead of black: red 0.2, green 0.4, blue 0.6.",
            file: "Sources/GLSandboxLessons/Lesson1BlackWindow.swift",
            original: "glClearColor(0, 0, 0, 1)", solution: "glClearColor(0.2, 0.4, 0.6, 1)", frame: 1),
        LessonExercise(
            lesson: 2, number: 1, title: "only the outline",
            task: "Draw the same three vertices as a closed line (GL_LINE_LOOP) instead of a filled triangle.",
            file: "Sources/GLSandboxLessons/Lesson2Triangle.swift",
            original: "glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)", solution: "glDrawArrays(GLenum(GL_LINE_LOOP), 0, 3)", frame: 1,
            // One-pixel lines, not anti-aliased (llvmpipe), coloured along their length: to the
            // anti-aliasing detector each of their pixels looks like an edge's blend, so with it
            // GL_LINES (one edge of three) and GL_LINE_STRIP (two) passed. Without it, and with
            // 48 pixels allowed to differ, an eighth of the shortest edge (384 pixels; the closing
            // edge GL_LINE_STRIP leaves out), any missing edge fails.
            tolerance: Tolerance(maxDifferingPixels: 48, perceptual: .init(threshold: 0.02, ignoresAntialiasing: false))),
        LessonExercise(
            lesson: 3, number: 1, title: "everything orange",
            task: "In the fragment shader, write orange (1.0, 0.5, 0.0) for every pixel instead of the pulsing vertex colour.",
            file: "shaders/lesson3.frag",
            original: "fragColor = vec4(vertexColor * pulse, 1.0);", solution: "fragColor = vec4(1.0, 0.5, 0.0, 1.0);", frame: 1),
        LessonExercise(
            lesson: 4, number: 1, title: "smooth edges by default",
            task: "Make the lesson multisample without the --samples flag: its framebuffer gets 4 samples per pixel, resolved with glBlitFramebuffer before it is sampled.",
            file: "Sources/GLSandboxLessons/Lesson4RenderToTexture.swift",
            original: "try self.init(context: context, shaders: shaders, samples: 0)",
            solution: "try self.init(context: context, shaders: shaders, samples: 4)", frame: 1),
        LessonExercise(
            lesson: 5, number: 1, title: "four times the frames",
            task: "Run the render thread at 240 frames a second instead of 60. The spin scene turns the triangle 2 degrees per rendered frame, so it now turns four times as fast; the check draws what the render thread made in half a second (30 frames at 60, 120 at 240).",
            file: "Sources/GLSandboxLessons/Lesson5RenderThread.swift",
            original: "fps: 60,", solution: "fps: 240,", frame: 1),
        LessonExercise(
            lesson: 6, number: 1, title: "the circle in a corner",
            task: "Move the circle's centre to a quarter of the way across and up the window.",
            file: "shaders/lesson6.frag",
            original: "vec2 centre = vec2(0.5) * u_resolution;", solution: "vec2 centre = vec2(0.25) * u_resolution;", frame: 1),
        LessonExercise(
            lesson: 7, number: 1, title: "half the size",
            task: "In the vertex shader, halve every position before the transform, so the turning square is half as big.",
            file: "shaders/lesson7.vert",
            original: "gl_Position = transform * vec4(position, 0.0, 1.0);",
            solution: "gl_Position = transform * vec4(position * 0.5, 0.0, 1.0);", frame: 31),
        LessonExercise(
            lesson: 8, number: 1, title: "see the depth",
            task: "Colour each pixel by its depth instead of its face colour. gl_FragCoord.z is 0 at the near plane and 1 at the far one, but not in a straight line: the whole cube lies between about 0.95 and 0.97, so stretch it, near bright and far dark: vec3((1.0 - gl_FragCoord.z) * 20.0).",
            file: "shaders/lesson8.frag",
            original: "fragColor = vec4(vertexColor, 1.0);", solution: "fragColor = vec4(vec3((1.0 - gl_FragCoord.z) * 20.0), 1.0);", frame: 31),
        LessonExercise(
            lesson: 9, number: 1, title: "step back",
            task: "Start the camera twice as far from the cube: at z = 6 instead of 3.",
            file: "Sources/GLSandboxLessons/Lesson9Camera.swift",
            original: "position = SIMD3<Float>(0, 0, 3)", solution: "position = SIMD3<Float>(0, 0, 6)", frame: 1),
        LessonExercise(
            lesson: 10, number: 1, title: "see the texels",
            task: "The quads repeat the texture 4 times each way (their corners' texture coordinates go to 4), so about 3.4 texels fall on each pixel. Zoom in instead: divide the texture coordinate by 16 in the vertex shader, so each quad shows 64 of the texture's 256 texels each way, on 300 pixels: the left half (GL_NEAREST) shows sharp black and white squares, the right half (GL_LINEAR when enlarged) blurs their edges.",
            file: "shaders/lesson10.vert",
            original: "textureCoordinate = uv;", solution: "textureCoordinate = uv / 16.0;", frame: 1),
        LessonExercise(
            lesson: 11, number: 1, title: "a broad highlight",
            task: "Make the surface less shiny: lower the specular exponent from 32 to 4, and the small white highlight spreads into a broad glow over the face.",
            file: "shaders/lesson11.frag",
            original: "pow(max(dot(toViewer, reflected), 0.0), 32.0)", solution: "pow(max(dot(toViewer, reflected), 0.0), 4.0)", frame: 1),
            // Plain to see since the light moved to (0.5, 0.5, 2), its highlight on the front face,
            // and the highlight is white (ImageMagick, lesson vs expected picture): largest
            // difference 83 of 255 (`compare -metric PAE`), 47,430 pixels off by over 10 %
            // (`-metric AE -fuzz 10%`). With the coral highlight and the light at (1.2, 1, 2):
            // 44 of 255 and 24,686 pixels, a change nobody saw.
        LessonExercise(
            lesson: 12, number: 1, title: "two shapes melted together",
            task: "Add a second sphere, radius 0.6, centred at (1.8, 0.6, 0.0), a little apart from the first, and join the two with a smooth union of k = 0.6, so a neck grows across the gap: in shapes(), return smin(ball, sphere(p, vec3(1.8, 0.6, 0.0), 0.6), 0.6) instead of ball. (With min, or a k too small to close the gap, they stay apart.)",
            file: "shaders/lesson12.frag",
            original: "return ball;", solution: "return smin(ball, sphere(p, vec3(1.8, 0.6, 0.0), 0.6), 0.6);", frame: 1),
        LessonExercise(
            lesson: 13, number: 1, title: "from spots to stripes",
            task: "Change feed and kill from Karl Sims' \"mitosis\" (feed 0.0367, kill 0.0649), which makes round spots here, to his \"coral growth\" (feed 0.0545, kill 0.062), which makes winding stripes; both pairs are from his Reaction-Diffusion Tutorial, karlsims.com/rd.html. The check runs 1,600 steps (frame 50).",
            file: "shaders/lesson13-step.frag",
            original: "float feed = 0.0367, kill = 0.0649;", solution: "float feed = 0.0545, kill = 0.062;", frame: 50),
        LessonExercise(
            lesson: 14, number: 1, title: "only the edges",
            task: "Switch the kernel from blur to edge detection: weights 1 all around and -8 in the middle (they add up to 0, so flat areas go black and only the cube's edges stay).",
            file: "shaders/lesson14-kernel.frag",
            original: "float[](1.0 / 16.0, 2.0 / 16.0, 1.0 / 16.0,  2.0 / 16.0, 4.0 / 16.0, 2.0 / 16.0,  1.0 / 16.0, 2.0 / 16.0, 1.0 / 16.0)",
            solution: "float[](1.0, 1.0, 1.0,  1.0, -8.0, 1.0,  1.0, 1.0, 1.0)", frame: 1),
        LessonExercise(
            lesson: 15, number: 1, title: "select the other cube too",
            task: "Outline the right cube as well, in cyan (0.0, 0.8, 1.0): in the outline shader, write that colour for object 1 instead of discarding its fragments. The stencil already marks both cubes, so its outline too stays outside them.",
            file: "shaders/lesson15-outline.frag",
            original: "else discard;", solution: "else fragColor = vec4(0.0, 0.8, 1.0, 1.0);", frame: 1),
        LessonExercise(
            lesson: 16, number: 1, title: "glass that glows",
            task: "The shader writes premultiplied alpha (the colour already times alpha), blended as new = written + (1 - alpha) * old. In that form alpha only says how much of what is behind is hidden, and the colour how much light is added. Make the panes add their light and hide nothing, like a glow: keep the premultiplied colour but write alpha 0.0. (Straight alpha cannot say this: alpha 0 there means invisible.)",
            file: "shaders/lesson16.frag",
            original: "fragColor = vec4(paneColor.rgb * paneColor.a, paneColor.a);",
            solution: "fragColor = vec4(paneColor.rgb * paneColor.a, 0.0);", frame: 1),
        LessonExercise(
            lesson: 17, number: 1, title: "no more acne",
            task: "The constant bias 0.0005 is too small: the floor and the cubes are covered in stripes of shadow acne. A surface the light meets aslant needs more bias than one that faces it (a constant big enough for the steep faces makes the shadows come loose), so scale the bias with the slope: 0.005 times (1 - cos), where cos = dot(n, toLight), but never below 0.001: float bias = max(0.005 * (1.0 - dot(n, toLight)), 0.001);",
            file: "shaders/lesson17.frag",
            original: "float bias = 0.0005;",
            solution: "float bias = max(0.005 * (1.0 - dot(n, toLight)), 0.001);", frame: 1),
        LessonExercise(
            lesson: 18, number: 1, title: "lights that end",
            task: "Give every light a volume: a sphere of radius 2 outside which it adds nothing, so a renderer could skip the pixels outside it (or draw each light as a sphere over only its pixels). Cutting off at the radius would leave a hard edge; instead fade the light to 0 there: in the lighting shader, float reach = clamp(1.0 - d / 2.0, 0.0, 1.0); in place of 1.0.",
            file: "shaders/lesson18-light.frag",
            original: "float reach = 1.0;",
            solution: "float reach = clamp(1.0 - d / 2.0, 0.0, 1.0);", frame: 1),
        LessonExercise(
            lesson: 19, number: 1, title: "a filmic curve",
            task: "Tone map with ACES instead of Reinhard's x / (x + 1): the combine shader already has aces(), the curve of the film industry's colour pipeline (more contrast, and bright light does reach white). Keep the exposure: vec3 mapped = aces(hdr * exposure);",
            file: "shaders/lesson19-combine.frag",
            original: "vec3 mapped = hdr * exposure / (hdr * exposure + 1.0);",
            solution: "vec3 mapped = aces(hdr * exposure);", frame: 1),
        LessonExercise(
            lesson: 20, number: 1, title: "a colour for each square",
            task: "Give every square its own colour: the lesson already fills colourBuffer with one colour per square (red growing to the right, blue upwards), but attribute 2 reads the one value glVertexAttrib3f gives it. Feed attribute 2 from that buffer, one entry per instance, as attribute 1 is fed: perInstance(2, from: colourBuffer, components: 3, divisor: 1) in place of the glVertexAttrib3f line. (Divisor 0 would give each vertex the next colour, every square the same six.)",
            file: "Sources/GLSandboxLessons/Lesson20Instancing.swift",
            original: "glVertexAttrib3f(2, 1.0, 0.6, 0.2)",
            solution: "perInstance(2, from: colourBuffer, components: 3, divisor: 1)", frame: 1),
        LessonExercise(
            lesson: 21, number: 1, title: "groups that tile the picture",
            task: "The lesson dispatches width / local_size_x by height / local_size_y work groups, rounded down, and 16 does not divide 600: 37 groups cover 592 columns, and the 8 on the right keep the clear colour, magenta. Change the work-group size in the compute shader to 24 x 16 (600 = 25 x 24, 480 = 30 x 16) and keep the picture: the same blur, now to the edge. The lesson asks the program for its size (glGetProgramiv with GL_COMPUTE_WORK_GROUP_SIZE), so the dispatch follows: layout(local_size_x = 24, local_size_y = 16) in;",
            file: "shaders/lesson21-blur.comp",
            original: "layout(local_size_x = 16, local_size_y = 16) in;",
            solution: "layout(local_size_x = 24, local_size_y = 16) in;", frame: 1),
    ]

    /// The lessons that have exercises, first to last (`lesson check` names them in its errors).
    public static var lessons: ClosedRange<Int> { all.map(\.lesson).min()!...all.map(\.lesson).max()! }

    /// The exercises of lesson `lesson`.
    public static func of(lesson: Int) -> [LessonExercise] { all.filter { $0.lesson == lesson } }
}
