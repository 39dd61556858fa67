#!/bin/bash
# The final Expert figures, grown in rounds of deals so every file is a usable
# partial result whenever the run is stopped (each deal is checkpointed).
# usage: nice -n 19 timeout SECONDS bench/expert_queue.sh VARIANT TARGET SEED STEP CURVE_WORLDS...
# e.g.   nice -n 19 timeout 7200 bench/expert_queue.sh romme 1 4242 20 4 16
set -u
V=$1; T=$2; SEED=$3; STEP=$4; shift 4
OUT=bench/results
n=$STEP
while [ $n -le 1000 ]; do
  .venv/bin/python bench/bench_expert.py --variant $V --target $T --seed $SEED --worlds 8 --deals $n \
      --out $OUT/expert_${V}_w8_s$SEED.jsonl > /dev/null
  for w in "$@"; do
    .venv/bin/python bench/bench_expert.py --variant $V --target $T --seed $SEED --worlds $w --deals $((n / 2)) \
        --out $OUT/expert_${V}_w${w}_s$SEED.jsonl > /dev/null
  done
  n=$((n + STEP))
done
