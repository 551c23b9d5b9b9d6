import COpenGL

/// The fixed-function state a draw uses: depth test, stencil test, blending, colour writes.
///
/// A value, applied all at once with ``apply(in:)``, so no draw inherits stray state from the
/// one before (the default is GL's default: everything off, every colour channel written).
public struct DrawState: Sendable, Equatable {
    public enum Comparison: Sendable, Equatable {
        case never, less, equal, lessOrEqual, greater, notEqual, greaterOrEqual, always
        var glValue: GLenum {
            let value: Int32 = switch self {
            case .never: GL_NEVER
            case .less: GL_LESS
            case .equal: GL_EQUAL
            case .lessOrEqual: GL_LEQUAL
            case .greater: GL_GREATER
            case .notEqual: GL_NOTEQUAL
            case .greaterOrEqual: GL_GEQUAL
            case .always: GL_ALWAYS
            }
            return GLenum(value)
        }
    }

    /// Stencil test: compare `reference` with the stored value; on pass (depth too) `writeOnPass`.
    public struct Stencil: Sendable, Equatable {
        public var test: Comparison
        public var reference: Int
        /// Replace the stored value with `reference` where the fragment passes.
        public var replaceOnPass: Bool
        public init(test: Comparison, reference: Int, replaceOnPass: Bool = false) {
            self.test = test
            self.reference = reference
            self.replaceOnPass = replaceOnPass
        }
    }

    /// Depth test with this comparison (nil: off).
    public var depthTest: Comparison?
    public var stencil: Stencil?
    /// Classic alpha blending: `source * alpha + destination * (1 - alpha)`.
    public var alphaBlending = false
    /// Whether colour is written at all (off to draw only into the stencil buffer).
    public var writesColor = true

    public init(depthTest: Comparison? = nil, stencil: Stencil? = nil, alphaBlending: Bool = false, writesColor: Bool = true) {
        self.depthTest = depthTest
        self.stencil = stencil
        self.alphaBlending = alphaBlending
        self.writesColor = writesColor
    }

    /// Sets GL's state to this value in `context`.
    public func apply(in context: GLContext) throws(ContextError) {
        try context.makeCurrent()
        if let depthTest {
            glEnable(GLenum(GL_DEPTH_TEST))
            glDepthFunc(depthTest.glValue)
        } else {
            glDisable(GLenum(GL_DEPTH_TEST))
        }
        if let stencil {
            glEnable(GLenum(GL_STENCIL_TEST))
            glStencilFunc(stencil.test.glValue, GLint(stencil.reference), 0xFF)
            glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(stencil.replaceOnPass ? GL_REPLACE : GL_KEEP))
            glStencilMask(stencil.replaceOnPass ? 0xFF : 0x00)
        } else {
            glDisable(GLenum(GL_STENCIL_TEST))
            glStencilMask(0xFF)
        }
        if alphaBlending {
            glEnable(GLenum(GL_BLEND))
            glBlendFunc(GLenum(GL_SRC_ALPHA), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        } else {
            glDisable(GLenum(GL_BLEND))
        }
        let write = GLboolean(writesColor ? GL_TRUE : GL_FALSE)
        glColorMask(write, write, write, write)
        glDisable(GLenum(GL_DITHER))   // dithering would make pixels depend on the driver's pattern
    }
}
