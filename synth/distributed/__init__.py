"""``python -m synth.distributed``: one dataset run split over processes or machines, on datatrove's executors.

Each rank (datatrove task) runs the harness's own pytest session on its ``--synth-shard`` into its
own dataset folder; a dependent one-task step combines the rank folders into the final dataset with
the merge code of a single run, so the outputs are the bytes one ``pytest --dataset`` run would give.
datatrove's completion markers let a relaunch skip the ranks that finished.
"""
