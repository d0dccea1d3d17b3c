struct wp_args_tile_reduce_s000001 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::int32> idx;
    wp::array_t<wp::float32> out;
    wp::array_t<wp::int32> out1;
};

template <bool wp_linear_contiguous>
static void tile_reduce_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_reduce_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::int32> var_idx = _wp_args->idx;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::int32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 48;
    const wp::int32 var_2 = 48;
    wp::int32 var_3;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_4 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
    const wp::int32 var_5 = 48;
    const wp::int32 var_6 = 48;
    wp::int32 var_7;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_8 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_9 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true> var_10 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<1>,wp::tile_stride_t<1>,false>();
    const wp::float32 var_11 = -0.020833333333333332;
    const wp::int32 var_12 = 48;
    wp::tuple_t<wp::int32> var_13;
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<48>, wp::tile_stride_t<0>>, false> var_14 = nullptr;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_15 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>> var_16 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<48>>>{};
    const wp::int32 var_17 = 48;
    wp::int32 var_18;
    const wp::int32 var_19 = 32;
    const wp::int32 var_20 = 32;
    wp::int32 var_21;
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>> var_22 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<32>>>{};
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_23 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    //---------
    // forward
    // def tile_reduce_s000001(                                                               <L 12>
    // i = wp.tid()                                                                           <L 19>
    var_0 = builtin_tid1d();
    // t0 = wp.tile_load(a, shape=48, offset=i * 48)                                          <L 20>
    var_3 = wp::mul(var_0, var_2);
    var_4 = wp::tile_load<wp::float32, true, false, 48>(var_a, var_3);
    // t1 = wp.tile_load(b, shape=48, offset=i * 48)                                          <L 21>
    var_7 = wp::mul(var_0, var_6);
    var_8 = wp::tile_load<wp::float32, true, false, 48>(var_b, var_7);
    // v = t0 + t1                                                                            <L 22>
    var_9 = wp::tile_add(var_4, var_8);
    // total = wp.tile_sum(v)                                                                 <L 23>
    var_10 = wp::tile_sum(var_9);
    // centred = v + SCALE * wp.tile_broadcast(total, shape=(48,))                            <L 24>
    var_13 = wp::tuple(var_12);
    var_14 = wp::tile_broadcast<48, 0>(var_10);
    var_15 = wp::tile_mul(var_14, var_11);
    var_16 = wp::tile_add(var_9, var_15);
    // wp.tile_store(out, centred, offset=i * 48)                                             <L 25>
    var_18 = wp::mul(var_0, var_17);
    wp::tile_store<wp::float32, true, false>(var_out, var_18, var_16);
    // ti = wp.tile_load(idx, shape=32, offset=i * 32)                                        <L 26>
    var_21 = wp::mul(var_0, var_20);
    var_22 = wp::tile_load<wp::int32, true, false, 32>(var_idx, var_21);
    // r = wp.tile_reduce(wp.add, ti)                                                         <L 27>
    var_23 = wp::tile_reduce(wp::add, var_22);
    // wp.tile_store(out1, r, offset=i)                                                       <L 28>
    wp::tile_store<wp::int32, true, false>(var_out1, var_0, var_23);
}