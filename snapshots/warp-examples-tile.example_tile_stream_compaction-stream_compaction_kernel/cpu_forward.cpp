struct wp_args_stream_compaction_kernel {
    wp::array_t<wp::int32> is_valid;
    wp::array_t<wp::float32> data;
    wp::array_t<wp::int32> num_output;
    wp::array_t<wp::float32> output;
};

template <bool wp_linear_contiguous>
static void stream_compaction_kernel_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_stream_compaction_kernel *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::int32> var_is_valid = _wp_args->is_valid;
    wp::array_t<wp::float32> var_data = _wp_args->data;
    wp::array_t<wp::int32> var_num_output = _wp_args->num_output;
    wp::array_t<wp::float32> var_output = _wp_args->output;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::int32 var_2 = 32;
    wp::int32 var_3;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    wp::int32 var_5;
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_6 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<32>, wp::tile_stride_t<1>>, true> var_7 = wp::tile_alloc_empty<wp::int32,wp::tile_shape_t<32>,wp::tile_stride_t<1>,false>();
    const wp::int32 var_8 = 0;
    wp::int32 var_9;
    const wp::int32 var_10 = 1;
    wp::int32 var_11;
    bool var_12;
    wp::int32 var_13;
    const wp::int32 var_14 = 1;
    wp::int32 var_15;
    wp::int32 var_16;
    const wp::int32 var_17 = 0;
    wp::int32 var_18;
    wp::int32 var_19;
    wp::int32 var_20;
    const wp::int32 var_21 = 1;
    wp::int32 var_22;
    const wp::str var_23 = "shared";
    wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<32>, wp::tile_stride_t<1>>, true> var_24 = wp::tile_alloc_empty<wp::int32,wp::tile_shape_t<32>,wp::tile_stride_t<1>,false>();
    wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<32>, wp::tile_stride_t<1>>, true> var_25 = wp::tile_alloc_empty<wp::int32,wp::tile_shape_t<32>,wp::tile_stride_t<1>,false>();
    const wp::int32 var_26 = 0;
    const wp::int32 var_27 = 0;
    //---------
    // forward
    // def stream_compaction_kernel(                                                          <L 43>
    // i, j = wp.tid()  # i = block index, j = thread within block                            <L 49>
    builtin_tid2d(var_0, var_1);
    // data_tile = wp.tile_load(data, TILE_SIZE, offset=i * TILE_SIZE)                        <L 52>
    var_3 = wp::mul(var_0, var_2);
    var_4 = wp::tile_load<wp::float32, true, false, 32>(var_data, var_3);
    // valid_tile = wp.tile_load(is_valid, TILE_SIZE, offset=i * TILE_SIZE)                   <L 53>
    var_5 = wp::mul(var_0, var_2);
    var_6 = wp::tile_load<wp::int32, true, false, 32>(var_is_valid, var_5);
    // scan_inclusive = wp.tile_scan_inclusive(valid_tile)                                    <L 57>
    var_7 = wp::tile_scan_inclusive(var_6);
    // offset = 0                                                                             <L 60>
    // if j == wp.block_dim() - 1:                                                            <L 61>
    var_9 = builtin_block_dim();
    var_11 = wp::sub(var_9, var_10);
    var_12 = (var_1 == var_11);
    if (var_12) {
        // block_count = wp.tile_extract(scan_inclusive, wp.block_dim() - 1)                  <L 62>
        var_13 = builtin_block_dim();
        var_15 = wp::sub(var_13, var_14);
        var_16 = wp::tile_extract(var_7, var_15);
        // offset = wp.atomic_add(num_output, 0, block_count)                                 <L 63>
        var_18 = wp::atomic_add(var_num_output, var_17, var_16);
    }
    var_19 = wp::where(var_12, var_18, var_8);
    // offset_tile = wp.tile_from_thread(                                                     <L 66>
    // shape=TILE_SIZE,                                                                       <L 67>
    // value=offset,                                                                          <L 68>
    // thread_idx=wp.block_dim() - 1,                                                         <L 69>
    var_20 = builtin_block_dim();
    var_22 = wp::sub(var_20, var_21);
    // storage="shared",                                                                      <L 70>
    var_24 = wp::tile_from_thread<wp::int32, 32>(var_19, var_22);
    // index_tile = wp.tile_map(compute_index, valid_tile, scan_inclusive, offset_tile)       <L 74>
    var_25 = wp::tile_map(compute_index_0, var_6, var_7, var_24);
    // wp.tile_store_indexed(output, index_tile, data_tile, axis=0)                           <L 77>
    wp::tile_store_indexed(var_output, var_25, var_26, var_27, var_4);
}