struct wp_args_tile_grid_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void tile_grid_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_tile_grid_s000000 *_wp_args)
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
    const wp::int32 var_7 = 8;
    wp::int32 var_8;
    wp::tuple_t<wp::int32, wp::int32> var_9;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_10 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
    const wp::int32 var_11 = 8;
    const wp::int32 var_12 = 8;
    wp::tuple_t<wp::int32, wp::int32> var_13;
    const wp::int32 var_14 = 8;
    wp::int32 var_15;
    const wp::int32 var_16 = 8;
    wp::int32 var_17;
    wp::tuple_t<wp::int32, wp::int32> var_18;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_19 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_20 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>> var_21 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<8,8>>>{};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<8,1>>, true> var_22 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<8,8>,wp::tile_stride_t<8,1>,false>();
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<8,8>, wp::tile_stride_t<1,8>>, false> var_23 = nullptr;
    const wp::int32 var_24 = 8;
    wp::int32 var_25;
    const wp::int32 var_26 = 8;
    wp::int32 var_27;
    wp::tuple_t<wp::int32, wp::int32> var_28;
    //---------
    // forward
    // def tile_grid_s000000(                                                                 <L 10>
    // i, j = wp.tid()                                                                        <L 15>
    builtin_tid2d(var_0, var_1);
    // t0 = wp.tile_load(a, shape=(8, 8), offset=(i * 8, j * 8))                              <L 16>
    var_4 = wp::tuple(var_2, var_3);
    var_6 = wp::mul(var_0, var_5);
    var_8 = wp::mul(var_1, var_7);
    var_9 = wp::tuple(var_6, var_8);
    var_10 = wp::tile_load<wp::float32, true, false, 8, 8>(var_a, var_6, var_8);
    // t1 = wp.tile_load(b, shape=(8, 8), offset=(i * 8, j * 8))                              <L 17>
    var_13 = wp::tuple(var_11, var_12);
    var_15 = wp::mul(var_0, var_14);
    var_17 = wp::mul(var_1, var_16);
    var_18 = wp::tuple(var_15, var_17);
    var_19 = wp::tile_load<wp::float32, true, false, 8, 8>(var_b, var_15, var_17);
    // v = -wp.tile_map(wp.mul, t1, t1) + t0                                                  <L 18>
    var_20 = wp::tile_binary_map(wp::mul, var_19, var_19);
    var_21 = wp::tile_neg(var_20);
    var_22 = wp::tile_add(var_21, var_10);
    // wp.tile_store(out, wp.tile_transpose(v), offset=(j * 8, i * 8))                        <L 19>
    var_23 = wp::tile_transpose(var_22);
    var_25 = wp::mul(var_1, var_24);
    var_27 = wp::mul(var_0, var_26);
    var_28 = wp::tuple(var_25, var_27);
    wp::tile_store<wp::float32, true, false>(var_out, var_25, var_27, var_23);
}