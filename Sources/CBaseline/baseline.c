// See baseline.h. Keep each function call for call the same as its Swift scene in
// Sources/GLSandboxBench/Scenes: that sameness is what the ratio measures.
#define GL_GLEXT_PROTOTYPES 1
#include <GL/glcorearb.h>
#include "baseline.h"

// Framebuffer.bindForDrawing() then Framebuffer.clear(color:depth:), call for call, with the
// clear colour of the Swift scene.
static void begin_frame(unsigned framebuffer, int width, int height, float r, float g, float b) {
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glViewport(0, 0, width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glDisable(GL_SCISSOR_TEST);
    glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    glClearColor(r, g, b, 1.0f);
    glDepthMask(GL_TRUE);
    glClearDepth(1.0);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
}

void gls_baseline_fill_frame(unsigned framebuffer, int width, int height, unsigned program,
                             unsigned vertexArray, int layers) {
    begin_frame(framebuffer, width, height, 0.1f, 0.1f, 0.12f);   // SceneCatalogue.background
    glUseProgram(program);
    for (int i = 0; i < layers; i++) {
        glBindVertexArray(vertexArray);
        glDrawArrays(GL_TRIANGLES, 0, 6);
        glBindVertexArray(0);
    }
    glFinish();
}

void gls_baseline_drawcalls_frame(unsigned framebuffer, int width, int height, unsigned program,
                                  unsigned vertexArray, int offsetLocation, int draws, int columns) {
    begin_frame(framebuffer, width, height, 0.1f, 0.1f, 0.12f);   // SceneCatalogue.background
    glUseProgram(program);
    float step = 2.0f / (float)columns;
    for (int i = 0; i < draws; i++) {
        // ShaderProgram.set(_:_:_:) sets a uniform of its own program, in use or not.
        glProgramUniform2f(program, offsetLocation, -1.0f + step * (float)(i % columns), -1.0f + step * (float)((i / columns) % columns));
        glBindVertexArray(vertexArray);
        glDrawArrays(GL_TRIANGLES, 0, 6);
        glBindVertexArray(0);
    }
    glFinish();
}

void gls_baseline_readback_frame(unsigned framebuffer, int width, int height, int flip, unsigned char *pixels) {
    // ReadbackSyncBench's two alternating colours.
    if (flip) begin_frame(framebuffer, width, height, 0.2f, 0.4f, 0.6f);
    else begin_frame(framebuffer, width, height, 0.6f, 0.4f, 0.2f);
    glFinish();
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glReadBuffer(GL_COLOR_ATTACHMENT0);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
}
