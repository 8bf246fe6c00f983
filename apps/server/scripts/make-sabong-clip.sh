#!/usr/bin/env sh
# Makes the sandbox's looping sabong clip (seed/sabong-clip/): a 6-second drawing of two birds
# circling in a pit, as an HLS playlist of H.264 segments, about 100 KB. It is committed, so
# nothing needs ffmpeg to run the server; run this (with ffmpeg installed) only to change it.
set -eu
out="$(dirname "$0")/../seed/sabong-clip"
mkdir -p "$out"
rm -f "$out"/*.m2t "$out"/*.m3u8
# The pit floor, its rail and the dark stands; a red and a blue bird circling and leaping, each
# motion a whole number of times in 6 s so the clip loops without a seam.
pit='pow((X-213)/180,2)+pow((Y-140)/80,2)'
red='lt(pow(X-(213+62*cos(2*PI*T/3)),2)+pow(Y-(140+24*sin(2*PI*T/3)-10*abs(sin(2*PI*T/1.5))),2),256)'
blue='lt(pow(X-(213-62*cos(2*PI*T/3)),2)+pow(Y-(140-24*sin(2*PI*T/3)-10*abs(sin(2*PI*T/1.5+1))),2),256)'
ffmpeg -hide_banner -loglevel error -f lavfi -i "color=c=black:s=426x240:r=24:d=6" \
  -vf "format=rgb24,geq=r='if(${red},220,if(${blue},40,if(lt(${pit},1),150,if(lt(${pit},1.1),205,32))))':g='if(${red},40,if(${blue},90,if(lt(${pit},1),112,if(lt(${pit},1.1),190,26))))':b='if(${red},40,if(${blue},210,if(lt(${pit},1),70,if(lt(${pit},1.1),160,30))))',drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:text='SANDBOX FEED':fontcolor=white@0.8:fontsize=14:x=10:y=10,format=yuv420p" \
  -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 32 -g 48 -keyint_min 48 -sc_threshold 0 -an \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod -hls_segment_filename "$out/clip%d.m2t" "$out/clip.m3u8"
