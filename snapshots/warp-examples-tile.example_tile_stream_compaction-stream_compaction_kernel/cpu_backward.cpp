template <bool wp_linear_contiguous>
static void stream_compaction_kernel_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_stream_compaction_kernel *_wp_args,
    wp_args_stream_compaction_kernel *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::int32> var_is_valid = _wp_args->is_valid;
    wp::array_t<wp::float32> var_data = _wp_args->data;
    wp::array_t<wp::int32> var_num_output = _wp_args->num_output;
    wp::array_t<wp::float32> var_output = _wp_args->output;
    wp::array_t<wp::int32> adj_is_valid = _wp_adj_args->is_valid;
    wp::array_t<wp::float32> adj_data = _wp_adj_args->data;
    wp::array_t<wp::int32> adj_num_output = _wp_adj_args->num_output;
    wp::array_t<wp::float32> adj_output = _wp_adj_args->output;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::int32 var_2 = 32;
    wp::int32 var_3;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    wp::int32 var_5;
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_6 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<32>, wp::tile_stride_t<1>>, true> var_7 = wp::tile_alloc_empty<wp::int32,wp::tile_shape_t<32>,wp::tile_stride_t<1>,true>();
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
    wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<32>, wp::tile_stride_t<1>>, true> var_24 = wp::tile_alloc_empty<wp::int32,wp::tile_shape_t<32>,wp::tile_stride_t<1>,true>();
    wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<32>, wp::tile_stride_t<1>>, true> var_25 = wp::tile_alloc_empty<wp::int32,wp::tile_shape_t<32>,wp::tile_stride_t<1>,true>();
    const wp::int32 var_26 = 0;
    const wp::int32 var_27 = 0;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> adj_4{};
    wp::int32 adj_5 = {};
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> adj_6{};
    wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<32>, wp::tile_stride_t<1>>, true>& adj_7 = var_7;
    wp::int32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    bool adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::str adj_23 = {};
    wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<32>, wp::tile_stride_t<1>>, true>& adj_24 = var_24;
    wp::tile_shared_t<wp::int32,wp::tile_layout_strided_t<wp::tile_shape_t<32>, wp::tile_stride_t<1>>, true>& adj_25 = var_25;
    wp::int32 adj_26 = {};
    wp::int32 adj_27 = {};
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
        // var_18 = wp::atomic_add(var_num_output, var_17, var_16);
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
    // wp::tile_store_indexed(var_output, var_25, var_26, var_27, var_4);
    //---------
    // reverse
    wp::adj_tile_store_indexed(var_output, var_25, var_26, var_27, var_4, adj_output, adj_25, adj_26, adj_27, adj_4);
    // adj: wp.tile_store_indexed(output, index_tile, data_tile, axis=0)                      <L 77>
    wp::adj_tile_map(compute_index_0, var_6, var_7, var_24, adj_compute_index_0, adj_6, adj_7, adj_24, adj_25);
    // adj: index_tile = wp.tile_map(compute_index, valid_tile, scan_inclusive, offset_tile)  <L 74>
    // adj: storage="shared",                                                                 <L 70>
    wp::adj_sub(var_20, var_21, adj_20, adj_21, adj_22);
    // adj: thread_idx=wp.block_dim() - 1,                                                    <L 69>
    // adj: value=offset,                                                                     <L 68>
    // adj: shape=TILE_SIZE,                                                                  <L 67>
    // adj: offset_tile = wp.tile_from_thread(                                                <L 66>
    wp::adj_where(var_12, var_18, var_8, adj_12, adj_18, adj_8, adj_19);
    if (var_12) {
        wp::adj_atomic_add(var_num_output, var_17, var_16, adj_num_output, adj_17, adj_16, adj_18);
        // adj: offset = wp.atomic_add(num_output, 0, block_count)                            <L 63>
        wp::adj_tile_extract(var_7, var_15, adj_7, adj_15, adj_16);
        wp::adj_sub(var_13, var_14, adj_13, adj_14, adj_15);
        // adj: block_count = wp.tile_extract(scan_inclusive, wp.block_dim() - 1)             <L 62>
    }
    wp::adj_sub(var_9, var_10, adj_9, adj_10, adj_11);
    // adj: if j == wp.block_dim() - 1:                                                       <L 61>
    // adj: offset = 0                                                                        <L 60>
    // adj: scan_inclusive = wp.tile_scan_inclusive(valid_tile)                               <L 57>
    wp::adj_tile_load(var_is_valid, var_5, adj_is_valid, adj_5, adj_6);
    wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_5);
    // adj: valid_tile = wp.tile_load(is_valid, TILE_SIZE, offset=i * TILE_SIZE)              <L 53>
    wp::adj_tile_load(var_data, var_3, adj_data, adj_3, adj_4);
    wp::adj_mul(var_0, var_2, adj_0, adj_2, adj_3);
    // adj: data_tile = wp.tile_load(data, TILE_SIZE, offset=i * TILE_SIZE)                   <L 52>
    // adj: i, j = wp.tid()  # i = block index, j = thread within block                       <L 49>
    // adj: def stream_compaction_kernel(                                                     <L 43>
    return;
}