// Pictures (RGBAImage, Size, PixelRect, PNG...) are GLSandboxImage's, which links no GL; the core
// reads into them and re-exports them, so `import GLSandboxCore` is enough to draw and save.
@_exported import GLSandboxImage
