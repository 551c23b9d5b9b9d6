import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// A program that links but whose vertex outputs and fragment inputs do not match used to draw
/// black with no word (Mesa links it); now it is a typed error naming both sides.
@Suite("Shader interface")
struct ShaderInterfaceTests {
    let vertex = ShaderSource(name: "lesson3.vert", text: """
        #version 330 core
        layout(location = 0) in vec2 position;
        out vec3 vertexColor;
        void main() { vertexColor = vec3(1.0); gl_Position = vec4(position, 0.0, 1.0); }
        """)

    func fragment(reading input: String) -> ShaderSource {
        ShaderSource(name: "lesson3.frag", text: """
            #version 330 core
            in vec3 \(input);
            out vec4 fragColor;
            void main() { fragColor = vec4(\(input), 1.0); }
            """)
    }

    @Test("a renamed varying in one shader names the input read and the outputs written")
    func renamedVarying() throws {
        try withContext { gl in
            #expect(throws: ProgramError.interfaceMismatch(vertex: "lesson3.vert", fragment: "lesson3.frag",
                                                          unmatched: ["vertexColour"], written: ["vertexColor"])) {
                try ShaderProgram(gl, vertex: vertex, fragment: fragment(reading: "vertexColour")).destroy()
            }
            let message = ProgramError.interfaceMismatch(vertex: "lesson3.vert", fragment: "lesson3.frag",
                                                        unmatched: ["vertexColour"], written: ["vertexColor"]).description
            #expect(message.contains("lesson3.frag reads the input vertexColour, which lesson3.vert does not write (its outputs: vertexColor)"))
        }
    }

    @Test("matching names link as before; an extra vertex output is fine; explicit locations match across names")
    func matching() throws {
        try withContext { gl in
            try ShaderProgram(gl, vertex: vertex, fragment: fragment(reading: "vertexColor")).destroy()
            let twoOutputs = ShaderSource(name: "two.vert", text: """
                #version 330 core
                out vec3 vertexColor;
                out float unused;
                void main() { vertexColor = vec3(1.0); unused = 1.0; gl_Position = vec4(0.0, 0.0, 0.0, 1.0); }
                """)
            try ShaderProgram(gl, vertex: twoOutputs, fragment: fragment(reading: "vertexColor")).destroy()
            let located = ShaderSource(name: "loc.vert", text: """
                #version 410 core
                layout(location = 2) out vec3 tint;
                void main() { tint = vec3(1.0); gl_Position = vec4(0.0, 0.0, 0.0, 1.0); }
                """)
            let reads = ShaderSource(name: "loc.frag", text: """
                #version 410 core
                layout(location = 2) in vec3 colour;
                out vec4 fragColor;
                void main() { fragColor = vec4(colour, 1.0); }
                """)
            try ShaderProgram(gl, vertex: located, fragment: reads).destroy()
        }
    }
}
