import warp as wp

wp.set_module_options({'enable_backward': False})

TILE_SIZE = 32


@wp.func
def compute_index(valid: int, scan_inclusive: int, offset: int) -> int:
    """Compute the output index for each element.

    Returns the write position for valid elements, or -1 for invalid
    elements (which will be ignored by tile_store_indexed).
    """
    if valid == 1:
        return scan_inclusive + offset - 1
    else:
        return -1


@wp.kernel
def stream_compaction_kernel(
    is_valid: wp.array[int],
    data: wp.array[float],
    num_output: wp.array[int],
    output: wp.array[float],
):
    i, j = wp.tid()  # i = block index, j = thread within block

    # Load data and validity flags for this block
    data_tile = wp.tile_load(data, TILE_SIZE, offset=i * TILE_SIZE)
    valid_tile = wp.tile_load(is_valid, TILE_SIZE, offset=i * TILE_SIZE)

    # Compute inclusive prefix sum of validity flags
    # The last element directly gives the total count of valid elements
    scan_inclusive = wp.tile_scan_inclusive(valid_tile)

    # Only the last thread in the block atomically reserves output space
    offset = 0
    if j == wp.block_dim() - 1:
        block_count = wp.tile_extract(scan_inclusive, wp.block_dim() - 1)
        offset = wp.atomic_add(num_output, 0, block_count)

    # Broadcast the offset to all threads using tile_from_thread
    offset_tile = wp.tile_from_thread(
        shape=TILE_SIZE,
        value=offset,
        thread_idx=wp.block_dim() - 1,
        storage="shared",
    )

    # Compute output indices: valid elements get (offset + scan - 1), invalid get -1
    index_tile = wp.tile_map(compute_index, valid_tile, scan_inclusive, offset_tile)

    # Scatter valid elements to output (indices of -1 are ignored)
    wp.tile_store_indexed(output, index_tile, data_tile, axis=0)
