struct wp_args_control_flow_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void control_flow_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_control_flow_s000000 *_wp_args)
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
    const wp::float32 var_2 = 0.0;
    const wp::float32 var_3 = -0.375;
    wp::float32* var_4;
    const wp::float32 var_5 = 0.25;
    bool var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    const wp::float32 var_9 = 0.5;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32* var_16;
    const wp::float32 var_17 = 0.75;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    //---------
    // forward
    // def control_flow_s000000(                                                              <L 7>
    // i, j = wp.tid()                                                                        <L 12>
    builtin_tid2d(var_0, var_1);
    // x0 = 0.0                                                                               <L 13>
    // if -0.375 < b[i, j] < wp.static(1.0 / 4.0):                                            <L 14>
    var_4 = wp::address(var_b, var_0, var_1);
    var_7 = wp::load(var_4);
    var_6 = ((var_3 < var_7) && (var_7 < var_5));
    if (var_6) {
        // x0 = wp.sqrt(wp.abs(a[i, j] - 0.5) + 1.0)                                          <L 15>
        var_8 = wp::address(var_a, var_0, var_1);
        var_11 = wp::load(var_8);
        var_10 = wp::sub(var_11, var_9);
        var_12 = wp::abs(var_10);
        var_14 = wp::add(var_12, var_13);
        var_15 = wp::sqrt(var_14);
    }
    if (!var_6) {
        // x0 = b[i, j] - 0.75                                                                <L 17>
        var_16 = wp::address(var_b, var_0, var_1);
        var_19 = wp::load(var_16);
        var_18 = wp::sub(var_19, var_17);
    }
    var_20 = wp::where(var_6, var_15, var_18);
    // out[i, j] = x0                                                                         <L 18>
    wp::array_store(var_out, var_0, var_1, var_20);
}