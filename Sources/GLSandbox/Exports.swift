// `import GLSandbox` brings the whole drawing path: the GL core (GLSandboxCore: contexts,
// framebuffers, programs, scenes), pictures and media without GL (GLSandboxImage: RGBAImage,
// PNG/JPEG/GIF, ffmpeg) and this module's shader player. A program that only compares pictures
// imports GLSandboxImage; one that draws its own way without the player imports GLSandboxCore.
@_exported import GLSandboxCore
@_exported import GLSandboxImage
