struct wp_args_tile_thread_s000002 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::int32> idx;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void tile_thread_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_thread_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::int32> var_idx = _wp_args->idx;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::float32 var_2 = 1.0;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_9 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
    wp::tile_shared_t<wp::float32,wp::tile_layout_strided_t<wp::tile_shape_t<1>, wp::tile_stride_t<1>>, true> var_10 = wp::tile_alloc_empty<wp::float32,wp::tile_shape_t<1>,wp::tile_stride_t<1>,false>();
    wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_11 = wp::tile_register_t<wp::float32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
    wp::float32 var_12;
    wp::int32* var_13;
    const wp::int32 var_14 = 256;
    const wp::int32 var_15 = 255;
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>> var_16 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<256>>>{};
    wp::int32 var_17;
    const wp::int32 var_18 = 0;
    wp::float32 var_19;
    const wp::float32 var_20 = 0.5;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::int32 var_23;
    wp::int32 var_24;
    wp::int32 var_25;
    wp::float32 var_26;
    wp::float32 var_27;
    //---------
    // forward
    // def tile_thread_s000002(                                                               <L 10>
    // i = wp.tid()                                                                           <L 16>
    var_0 = builtin_tid1d();
    // x0 = wp.tanh(a[i] * 1.0) + b[i]                                                        <L 17>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = wp::mul(var_4, var_2);
    var_5 = wp::tanh(var_3);
    var_6 = wp::address(var_b, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::add(var_5, var_8);
    // t = wp.tile(x0)                                                                        <L 18>
    var_9 = wp::tile<wp::float32>(var_7);
    // s = wp.tile_sum(t)                                                                     <L 19>
    var_10 = wp::tile_sum(var_9);
    // x1, x2 = wp.untile(t + t), idx[i]                                                      <L 20>
    var_11 = wp::tile_add(var_9, var_9);
    var_12 = wp::untile(var_11);
    var_13 = wp::address(var_idx, var_0);
    // shared = wp.tile_from_thread(shape=256, value=x2, thread_idx=255)                      <L 21>
    var_17 = wp::load(var_13);
    var_16 = wp::tile_from_thread<wp::int32, 256>(var_17, var_15);
    // out[i] = (x1 + s[0] * 0.5) * wp.float32(wp.untile(shared) + x2)                        <L 22>
    var_19 = wp::tile_extract(var_10, var_18);
    var_21 = wp::mul(var_19, var_20);
    var_22 = wp::add(var_12, var_21);
    var_23 = wp::untile(var_16);
    var_25 = wp::load(var_13);
    var_24 = wp::add(var_23, var_25);
    var_26 = wp::float32(var_24);
    var_27 = wp::mul(var_22, var_26);
    wp::array_store(var_out, var_0, var_27);
}