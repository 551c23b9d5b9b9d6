import Foundation
import GLSandboxLessons
import Testing
import TestSupport
import GLTestSupport

/// Expected values are worked by hand from the formulas in the `glRotate`, `gluPerspective`,
/// `glOrtho` and `gluLookAt` man pages, not from the code under test.
@Suite("Matrix4")
struct Matrix4Tests {
    func close(_ a: SIMD4<Float>, _ b: SIMD4<Float>, _ tolerance: Float = 1e-5) -> Bool {
        ((a - b) * (a - b)).sum() < tolerance * tolerance
    }

    @Test("a quarter turn about z takes x to y and y to -x (right-hand rule)")
    func rotation() {
        let r = Matrix4.rotation(radians: .pi / 2, axis: SIMD3(0, 0, 2))   // the axis is normalized
        #expect(close(r * SIMD4(1, 0, 0, 1), SIMD4(0, 1, 0, 1)))
        #expect(close(r * SIMD4(0, 1, 0, 1), SIMD4(-1, 0, 0, 1)))
        #expect(close(r * SIMD4(0, 0, 1, 1), SIMD4(0, 0, 1, 1)))
        // About x by 90 degrees: y goes to z.
        #expect(close(Matrix4.rotation(radians: .pi / 2, axis: SIMD3(1, 0, 0)) * SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0)))
    }

    @Test("translation, scale and their order: T * S scales first")
    func composition() {
        let m = Matrix4.translation(SIMD3(1, 2, 3)) * Matrix4.scale(SIMD3(2, 2, 2))
        #expect(m * SIMD4(1, 1, 1, 1) == SIMD4(3, 4, 5, 1))
        #expect(m.floats[12...14] == [1, 2, 3])   // column-major: the translation is floats 12-14
        #expect(Matrix4.identity * m == m)
    }

    @Test("perspective: 90 degrees, aspect 2, near 1, far 3 (gluPerspective's matrix)")
    func perspective() {
        let p = Matrix4.perspective(fovY: .pi / 2, aspect: 2, near: 1, far: 3)
        // f = cot(45°) = 1: [1/2 0 0 0; 0 1 0 0; 0 0 (3+1)/(1-3) 2*3*1/(1-3); 0 0 -1 0]
        #expect(abs(p[0, 0] - 0.5) < 1e-6 && abs(p[1, 1] - 1) < 1e-6)
        #expect(p[2, 2] == -2 && p[2, 3] == -3 && p[3, 2] == -1 && p[3, 3] == 0)
        // A point on the near plane maps to depth -1, one on the far plane to +1 (after the divide by w).
        let near = p * SIMD4(0, 0, -1, 1), far = p * SIMD4(0, 0, -3, 1)
        #expect(abs(near.z / near.w + 1) < 1e-6 && abs(far.z / far.w - 1) < 1e-6)
    }

    @Test("orthographic: the box -4..4, -2..2, 1..11 in front maps to -1..1 (glOrtho's matrix); size does not shrink with distance")
    func orthographic() {
        let o = Matrix4.orthographic(left: -4, right: 4, bottom: -2, top: 2, near: 1, far: 11)
        // glOrtho: [2/(r-l) 0 0 -(r+l)/(r-l); 0 2/(t-b) 0 -(t+b)/(t-b); 0 0 -2/(f-n) -(f+n)/(f-n); 0 0 0 1]
        #expect(o[0, 0] == 0.25 && o[1, 1] == 0.5 && abs(o[2, 2] + 0.2) < 1e-7 && abs(o[2, 3] + 1.2) < 1e-6 && o[3, 3] == 1)
        #expect(close(o * SIMD4(4, 2, -1, 1), SIMD4(1, 1, -1, 1)))      // a near corner
        #expect(close(o * SIMD4(-4, -2, -11, 1), SIMD4(-1, -1, 1, 1)))  // the opposite far corner
        #expect(close(o * SIMD4(2, 0, -6, 1), SIMD4(0.5, 0, 0, 1)))     // halfway: x 2 is half of 4 at any depth
    }

    @Test("lookAt from (0,0,5) at the origin is a move by -5 in z; from +x it turns the world")
    func lookAt() {
        let v = Matrix4.lookAt(eye: SIMD3(0, 0, 5), target: SIMD3(0, 0, 0), up: SIMD3(0, 1, 0))
        #expect(v == Matrix4.translation(SIMD3(0, 0, -5)))
        let side = Matrix4.lookAt(eye: SIMD3(5, 0, 0), target: .zero, up: SIMD3(0, 1, 0))
        #expect(close(side * SIMD4(0, 0, 0, 1), SIMD4(0, 0, -5, 1)))   // the target is straight ahead
        // Its right is forward x up = (-1,0,0) x (0,1,0) = (0,0,-1): +z is to its left.
        #expect(close(side * SIMD4(0, 0, 1, 1), SIMD4(-1, 0, -5, 1)))
    }
}
