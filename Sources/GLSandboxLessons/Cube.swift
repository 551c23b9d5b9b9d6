/// The corners of a unit cube (side 1, centred on the origin), two triangles per face, for
/// lessons 8, 9 and 11. The +z face (towards a camera on +z) comes first and the -z face
/// last, so that without the depth test the back face is painted over the front one.
enum Cube {
    /// The six faces: the direction each faces, and two edges along it.
    private static let faces: [(normal: SIMD3<Float>, u: SIMD3<Float>, v: SIMD3<Float>, color: SIMD3<Float>)] = [
        (SIMD3(0, 0, 1), SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(1, 0, 0)),      // front: red
        (SIMD3(1, 0, 0), SIMD3(0, 0, -1), SIMD3(0, 1, 0), SIMD3(0, 1, 0)),     // right: green
        (SIMD3(-1, 0, 0), SIMD3(0, 0, 1), SIMD3(0, 1, 0), SIMD3(0, 0, 1)),     // left: blue
        (SIMD3(0, 1, 0), SIMD3(1, 0, 0), SIMD3(0, 0, -1), SIMD3(1, 1, 0)),     // top: yellow
        (SIMD3(0, -1, 0), SIMD3(1, 0, 0), SIMD3(0, 0, 1), SIMD3(1, 0, 1)),     // bottom: magenta
        (SIMD3(0, 0, -1), SIMD3(-1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 1, 1)),    // back: cyan
    ]

    /// 36 vertices of 6 floats: position, then the face's colour (`withNormals`: its normal).
    static func vertices(withNormals: Bool) -> [Float] {
        var floats: [Float] = []
        for face in faces {
            let centre = face.normal * 0.5
            let corners = [centre - face.u * 0.5 - face.v * 0.5, centre + face.u * 0.5 - face.v * 0.5,
                           centre + face.u * 0.5 + face.v * 0.5, centre - face.u * 0.5 + face.v * 0.5]
            for index in [0, 1, 2, 0, 2, 3] {
                let p = corners[index], extra = withNormals ? face.normal : face.color
                floats += [p.x, p.y, p.z, extra.x, extra.y, extra.z]
            }
        }
        return floats
    }
}
