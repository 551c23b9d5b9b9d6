#version 330 core
// Lesson 16: one colour per pane, written with premultiplied alpha: red, green and blue already
// multiplied by alpha. GL then blends with glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA):
//     new = written + (1 - alpha) * what was there
// so alpha says how much of what is behind the pane is hidden, and the colour how much light
// the pane adds. (Straight alpha would write paneColor as it is and blend with GL_SRC_ALPHA
// instead of GL_ONE: the same picture, but it cannot say "hide nothing, add light".)
uniform vec4 paneColor;   // straight: the colour, and how much of what is behind it the pane hides
out vec4 fragColor;

void main() {
    fragColor = vec4(paneColor.rgb * paneColor.a, paneColor.a);
}
