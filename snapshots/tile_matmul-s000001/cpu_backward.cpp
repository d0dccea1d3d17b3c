template <bool wp_linear_contiguous>
static void tile_matmul_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_tile_matmul_s000001 *_wp_args,
    wp_args_tile_matmul_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    const wp::int32 var_2 = 8;
    const wp::int32 var_3 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_4;
    const wp::int32 var_5 = 8;
    wp::int32 var_6;
    const wp::int32 var_7 = 0;
    wp::tuple_t<wp::int32, wp::int32> var_8;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_9 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_10 = 0;
    const wp::int32 var_11 = 8;
    const wp::int32 var_12 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_13;
    const wp::int32 var_14 = 0;
    const wp::int32 var_15 = 8;
    wp::int32 var_16;
    wp::tuple_t<wp::int32, wp::int32> var_17;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_18 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_19 = 0;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_20 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,true>();
    const wp::int32 var_21 = 0;
    const wp::int32 var_22 = 0;
    const wp::int32 var_23 = 0;
    const wp::float32 var_24 = 1.0;
    const wp::float32 var_25 = 0.0;
    const wp::int32 var_26 = 8;
    wp::int32 var_27;
    const wp::int32 var_28 = 8;
    wp::int32 var_29;
    wp::tuple_t<wp::int32, wp::int32> var_30;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_8 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true>& adj_9 = var_9;
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_17 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true>& adj_18 = var_18;
    wp::int32 adj_19 = {};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true>& adj_20 = var_20;
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::int32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::tuple_t<wp::int32, wp::int32> adj_30 = {};
    //---------
    // forward
    // def tile_matmul_s000001(                                                               <L 10>
    // i, j = wp.tid()                                                                        <L 15>
    builtin_tid2d(var_0, var_1);
    // ta = wp.tile_load(a, shape=(8, 8), offset=(i * 8, 0))                                  <L 16>
    var_4 = wp::tuple(var_2, var_3);
    var_6 = wp::mul(var_0, var_5);
    var_8 = wp::tuple(var_6, var_7);
    var_9 = wp::tile_load<wp::float32, true, false, 8, 8>(var_a, var_6, var_10);
    // tb = wp.tile_load(b, shape=(8, 8), offset=(0, j * 8))                                  <L 17>
    var_13 = wp::tuple(var_11, var_12);
    var_16 = wp::mul(var_1, var_15);
    var_17 = wp::tuple(var_14, var_16);
    var_18 = wp::tile_load<wp::float32, true, false, 8, 8>(var_b, var_19, var_16);
    // prod = wp.tile_matmul(ta, tb)                                                          <L 18>
    var_20 = wp::tile_matmul(var_21, var_22, var_23, var_9, var_18, var_20, var_24, var_25);
    // wp.tile_store(out, prod, offset=(i * 8, j * 8))                                        <L 19>
    var_27 = wp::mul(var_0, var_26);
    var_29 = wp::mul(var_1, var_28);
    var_30 = wp::tuple(var_27, var_29);
    // wp::tile_store<wp::float32, true, false>(var_out, var_27, var_29, var_20);
    //---------
    // reverse
    wp::adj_tile_store(var_out, var_27, var_29, var_20, adj_out, adj_27, adj_29, adj_20);
    wp::adj_mul(var_1, var_28, adj_1, adj_28, adj_29);
    wp::adj_mul(var_0, var_26, adj_0, adj_26, adj_27);
    // adj: wp.tile_store(out, prod, offset=(i * 8, j * 8))                                   <L 19>
    wp::adj_tile_matmul(var_21, var_22, var_23, var_9, var_18, var_20, var_24, var_25, adj_21, adj_22, adj_23, adj_9, adj_18, adj_20, adj_24, adj_25, adj_20);
    // adj: prod = wp.tile_matmul(ta, tb)                                                     <L 18>
    wp::adj_tile_load(var_b, var_19, var_16, adj_b, adj_19, adj_16, adj_18);
    wp::adj_mul(var_1, var_15, adj_1, adj_15, adj_16);
    // adj: tb = wp.tile_load(b, shape=(8, 8), offset=(0, j * 8))                             <L 17>
    wp::adj_tile_load(var_a, var_6, var_10, adj_a, adj_6, adj_10, adj_9);
    wp::adj_mul(var_0, var_5, adj_0, adj_5, adj_6);
    // adj: ta = wp.tile_load(a, shape=(8, 8), offset=(i * 8, 0))                             <L 16>
    // adj: i, j = wp.tid()                                                                   <L 15>
    // adj: def tile_matmul_s000001(                                                          <L 10>
    return;
}