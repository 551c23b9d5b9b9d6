import Foundation

/// A 4x4 matrix of floats, column-major as GL wants it (`glUniformMatrix4fv` with transpose
/// `GL_FALSE`): `columns[c][r]` is row `r` of column `c`. The formulas are glm's (and the old
/// `glRotate`, `glFrustum`/`gluPerspective`, `gluLookAt` man pages'), so a learner can check them.
///
/// Why a tiny type of our own: no Swift matrix library resolves on our machines (the package
/// list has swift-numerics, which has no matrices), and Linux has no `simd_float4x4`.
/// A value type of plain floats: any thread.
public struct Matrix4: Equatable, Sendable, CustomStringConvertible {
    public var columns: [SIMD4<Float>]

    public init(columns: [SIMD4<Float>]) {
        precondition(columns.count == 4, "a Matrix4 has 4 columns")
        self.columns = columns
    }

    public static let identity = Matrix4(columns: [SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1)])

    /// Row `row`, column `column`.
    public subscript(row: Int, column: Int) -> Float {
        get { columns[column][row] }
        set { columns[column][row] = newValue }
    }

    /// The 16 floats column by column, for `glUniformMatrix4fv(location, 1, GL_FALSE, pointer)`.
    public var floats: [Float] { columns.flatMap { [$0.x, $0.y, $0.z, $0.w] } }

    /// `self * other`: apply `other` first, then `self`.
    public static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
        Matrix4(columns: b.columns.map { a * $0 })
    }

    /// The matrix times a column vector.
    public static func * (m: Matrix4, v: SIMD4<Float>) -> SIMD4<Float> {
        m.columns[0] * v.x + m.columns[1] * v.y + m.columns[2] * v.z + m.columns[3] * v.w
    }

    /// Moves by `offset`.
    public static func translation(_ offset: SIMD3<Float>) -> Matrix4 {
        var m = identity
        m.columns[3] = SIMD4(offset.x, offset.y, offset.z, 1)
        return m
    }

    /// Scales each axis.
    public static func scale(_ factors: SIMD3<Float>) -> Matrix4 {
        Matrix4(columns: [SIMD4(factors.x, 0, 0, 0), SIMD4(0, factors.y, 0, 0), SIMD4(0, 0, factors.z, 0), SIMD4(0, 0, 0, 1)])
    }

    /// Turns by `radians` about `axis` (normalized here), counter-clockwise looking down the
    /// axis towards the origin (the right-hand rule), as `glRotate` does.
    public static func rotation(radians: Float, axis: SIMD3<Float>) -> Matrix4 {
        let length = (axis * axis).sum().squareRoot()
        let a = axis / length
        let c = cos(radians), s = sin(radians), t = 1 - c
        return Matrix4(columns: [
            SIMD4(t * a.x * a.x + c, t * a.x * a.y + s * a.z, t * a.x * a.z - s * a.y, 0),
            SIMD4(t * a.x * a.y - s * a.z, t * a.y * a.y + c, t * a.y * a.z + s * a.x, 0),
            SIMD4(t * a.x * a.z + s * a.y, t * a.y * a.z - s * a.x, t * a.z * a.z + c, 0),
            SIMD4(0, 0, 0, 1),
        ])
    }

    /// A perspective projection (gluPerspective): `fovY` the vertical field of view in radians,
    /// `aspect` width / height; the eye looks down -z, and `near`..`far` map to depth -1..1.
    public static func perspective(fovY: Float, aspect: Float, near: Float, far: Float) -> Matrix4 {
        let f = 1 / tan(fovY / 2)
        return Matrix4(columns: [
            SIMD4(f / aspect, 0, 0, 0),
            SIMD4(0, f, 0, 0),
            SIMD4(0, 0, (far + near) / (near - far), -1),
            SIMD4(0, 0, 2 * far * near / (near - far), 0),
        ])
    }

    /// An orthographic projection (glOrtho): the box `left`..`right`, `bottom`..`top`, and
    /// `near`..`far` in front of the eye (it looks down -z) maps to -1..1 on each axis; far
    /// things are not made smaller. For a light so far away that its rays are parallel (the sun).
    public static func orthographic(left: Float, right: Float, bottom: Float, top: Float, near: Float, far: Float) -> Matrix4 {
        Matrix4(columns: [
            SIMD4(2 / (right - left), 0, 0, 0),
            SIMD4(0, 2 / (top - bottom), 0, 0),
            SIMD4(0, 0, -2 / (far - near), 0),
            SIMD4(-(right + left) / (right - left), -(top + bottom) / (top - bottom), -(far + near) / (far - near), 1),
        ])
    }

    /// A camera at `eye` looking at `target`, with `up` roughly up (gluLookAt).
    public static func lookAt(eye: SIMD3<Float>, target: SIMD3<Float>, up: SIMD3<Float>) -> Matrix4 {
        func normalize(_ v: SIMD3<Float>) -> SIMD3<Float> { v / (v * v).sum().squareRoot() }
        func cross(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> SIMD3<Float> {
            SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        }
        let f = normalize(target - eye)
        let s = normalize(cross(f, up))
        let u = cross(s, f)
        return Matrix4(columns: [
            SIMD4(s.x, u.x, -f.x, 0),
            SIMD4(s.y, u.y, -f.y, 0),
            SIMD4(s.z, u.z, -f.z, 0),
            SIMD4(-(s * eye).sum(), -(u * eye).sum(), (f * eye).sum(), 1),
        ])
    }

    public var description: String {
        (0..<4).map { row in (0..<4).map { String(format: "%8.4f", self[row, $0]) }.joined(separator: " ") }.joined(separator: "\n")
    }
}
