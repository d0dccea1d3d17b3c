struct wp_args_tile_matmul_s000001 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void tile_matmul_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_tile_matmul_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
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
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_9 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,false>();
    const wp::int32 var_10 = 0;
    const wp::int32 var_11 = 8;
    const wp::int32 var_12 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_13;
    const wp::int32 var_14 = 0;
    const wp::int32 var_15 = 8;
    wp::int32 var_16;
    wp::tuple_t<wp::int32, wp::int32> var_17;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_18 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,false>();
    const wp::int32 var_19 = 0;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_20 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,false>();
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
    wp::tile_store<wp::float32, true, false>(var_out, var_27, var_29, var_20);
}