#!/bin/bash
# Expert's figures, grown in rounds of deals so every file is a usable partial
# result whenever the run is stopped (each deal is checkpointed): Expert as
# shipped (48 worlds, the cap on), then the sample-budget curve (cap off).
# usage: nice -n 15 timeout SECONDS bench/expert_queue.sh VARIANT TARGET SEED STEP CURVE_WORLDS...
# e.g.   nice -n 15 timeout 7200 bench/expert_queue.sh romme 1 20261202 20 16 64 256
set -u
V=$1; T=$2; SEED=$3; STEP=$4; shift 4
OUT=bench/results
n=$STEP
while [ $n -le 1000 ]; do
  .venv/bin/python bench/bench_expert.py --variant $V --target $T --seed $SEED --worlds 48 --deals $n --jobs 2 \
      --out $OUT/expert_${V}_w48_cap_s$SEED.jsonl > /dev/null
  for w in "$@"; do
    .venv/bin/python bench/bench_expert.py --variant $V --target $T --seed $SEED --worlds $w --cap 0 \
        --deals $((n / 4)) --jobs 2 --out $OUT/expert_${V}_w${w}_s$SEED.jsonl > /dev/null
  done
  n=$((n + STEP))
done
