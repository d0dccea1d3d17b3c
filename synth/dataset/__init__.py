"""Dataset records, the shard folder, merge with dedup and split, near-duplicates and the dataset card."""
