#!/bin/sh
# Makes the gallery's media with ffmpeg's own sources (nothing recorded, nobody else's work):
#   chirp.wav  2 s, 22050 Hz, mono: a tone gliding from 200 Hz up, for spectrum.frag
#   bars.mp4   2 s, 160x120, 10 frames a second: ffmpeg's test pattern, for tv.frag
# Run from this folder: sh make_media.sh
set -e
ffmpeg -v error -y -f lavfi -i "aevalsrc=0.5*sin(2*PI*(200+300*t)*t):s=22050:d=2" -ac 1 -c:a pcm_s16le chirp.wav
ffmpeg -v error -y -f lavfi -i "testsrc=size=160x120:rate=10:duration=2" -c:v mpeg4 -q:v 4 -pix_fmt yuv420p bars.mp4
