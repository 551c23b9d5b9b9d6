// Images, PNG/JPEG/GIF files and their comparison are the GLSandboxImage module (no GL, EGL or
// OSMesa in it), re-exported so that `import GLSandbox` keeps bringing `RGBAImage`, `PNG`,
// `ImageComparison` and the rest. A program that only compares pictures imports GLSandboxImage.
@_exported import GLSandboxImage
