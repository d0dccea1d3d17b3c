struct wp_args_tile_scan_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
    wp::array_t<wp::int32> out1;
    wp::array_t<wp::int32> out2;
};

template <bool wp_linear_contiguous>
static void tile_scan_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_tile_scan_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::int32> var_out1 = _wp_args->out1;
    wp::array_t<wp::int32> var_out2 = _wp_args->out2;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::float32 var_2 = -0.5;
    bool var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 1;
    const wp::int32 var_6 = 0;
    wp::int32 var_7;
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_8 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_9 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
    wp::int32 var_10;
    const wp::int32 var_11 = 1;
    bool var_12;
    wp::float32* var_13;
    const wp::float32 var_14 = 0.125;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::int32 var_17 = 128;
    wp::int32 var_18;
    wp::int32 var_19;
    wp::int32 var_20;
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_21 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>> var_22 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<1>>>{};
    const wp::int32 var_23 = 0;
    wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>> var_24 = wp::tile_register_t<wp::int32,wp::tile_layout_register_t<wp::tile_shape_t<128>>>{};
    wp::int32 var_25;
    //---------
    // forward
    // def tile_scan_s000000(                                                                 <L 10>
    // i = wp.tid()                                                                           <L 16>
    var_0 = builtin_tid1d();
    // x0 = wp.where(a[i] > -0.5, 1, 0)                                                       <L 17>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = (var_4 > var_2);
    var_7 = wp::where(var_3, var_5, var_6);
    // flags = wp.tile(x0)                                                                    <L 18>
    var_8 = wp::tile<wp::int32>(var_7);
    // slots = wp.tile_scan_exclusive(flags)                                                  <L 19>
    var_9 = wp::tile_scan_exclusive(var_8);
    // x1 = wp.untile(slots)                                                                  <L 20>
    var_10 = wp::untile(var_9);
    // inside = x0 == 1                                                                       <L 21>
    var_12 = (var_7 == var_11);
    // if inside:                                                                             <L 22>
    if (var_12) {
        // out[i - i % 128 + x1] = a[i] * 0.125                                               <L 23>
        var_13 = wp::address(var_a, var_0);
        var_16 = wp::load(var_13);
        var_15 = wp::mul(var_16, var_14);
        var_18 = wp::mod(var_0, var_17);
        var_19 = wp::sub(var_0, var_18);
        var_20 = wp::add(var_19, var_10);
        wp::array_store(var_out, var_20, var_15);
    }
    // count = wp.tile_sum(flags)                                                             <L 24>
    var_21 = wp::tile_sum(var_8);
    // wp.tile_atomic_add(out1, count)                                                        <L 25>
    var_22 = wp::tile_atomic_add<wp::int32, true>(var_out1, var_23, var_21);
    // running = wp.tile_scan_inclusive(flags)                                                <L 26>
    var_24 = wp::tile_scan_inclusive(var_8);
    // out2[i] = wp.untile(running)                                                           <L 27>
    var_25 = wp::untile(var_24);
    wp::array_store(var_out2, var_0, var_25);
}