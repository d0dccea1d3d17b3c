struct wp_args_multi_conditional_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void multi_conditional_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_multi_conditional_s000000 *_wp_args)
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
    wp::int32 var_2;
    const wp::float32 var_3 = 0.0;
    bool var_4;
    wp::float32* var_5;
    const wp::float32 var_6 = 0.0;
    bool var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    const wp::float32 var_10 = 0.25;
    bool var_11;
    wp::float32 var_12;
    wp::float32* var_13;
    const wp::float32 var_14 = 0.125;
    wp::float32 var_15;
    wp::float32 var_16;
    bool var_17;
    wp::float32* var_18;
    const wp::float32 var_19 = -0.5;
    bool var_20;
    wp::float32 var_21;
    wp::float32* var_22;
    const wp::float32 var_23 = -0.25;
    bool var_24;
    wp::float32 var_25;
    wp::float32* var_26;
    const wp::float32 var_27 = 1.5;
    wp::float32 var_28;
    wp::float32 var_29;
    wp::float32* var_30;
    const wp::float32 var_31 = 0.75;
    wp::float32 var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    //---------
    // forward
    // def multi_conditional_s000000(                                                         <L 7>
    // i, j, k = wp.tid()                                                                     <L 12>
    builtin_tid3d(var_0, var_1, var_2);
    // x0 = 0.0                                                                               <L 13>
    // if a[i, j, k] < 0.0 and b[i, j, k] < 0.25:                                             <L 14>
    var_5 = wp::address(var_a, var_0, var_1, var_2);
    var_8 = wp::load(var_5);
    var_7 = (var_8 < var_6);
    var_4 = var_7;
    if (var_4) {
        var_9 = wp::address(var_b, var_0, var_1, var_2);
        var_12 = wp::load(var_9);
        var_11 = (var_12 < var_10);
        var_4 = var_4 && var_11;
    }
    if (var_4) {
        // x0 = a[i, j, k] + 0.125                                                            <L 15>
        var_13 = wp::address(var_a, var_0, var_1, var_2);
        var_16 = wp::load(var_13);
        var_15 = wp::add(var_16, var_14);
    }
    if (!var_4) {
        // elif a[i, j, k] < -0.5 or b[i, j, k] < -0.25:                                      <L 16>
        var_18 = wp::address(var_a, var_0, var_1, var_2);
        var_21 = wp::load(var_18);
        var_20 = (var_21 < var_19);
        var_17 = var_20;
        if (!var_17) {
            var_22 = wp::address(var_b, var_0, var_1, var_2);
            var_25 = wp::load(var_22);
            var_24 = (var_25 < var_23);
            var_17 = var_17 || var_24;
        }
        if (var_17) {
            // x0 = a[i, j, k] * 1.5                                                          <L 17>
            var_26 = wp::address(var_a, var_0, var_1, var_2);
            var_29 = wp::load(var_26);
            var_28 = wp::mul(var_29, var_27);
        }
        if (!var_17) {
            // x0 = a[i, j, k] * 0.75                                                         <L 19>
            var_30 = wp::address(var_a, var_0, var_1, var_2);
            var_33 = wp::load(var_30);
            var_32 = wp::mul(var_33, var_31);
        }
        var_34 = wp::where(var_17, var_28, var_32);
    }
    var_35 = wp::where(var_4, var_15, var_34);
    // out[i, j, k] = x0                                                                      <L 20>
    wp::array_store(var_out, var_0, var_1, var_2, var_35);
}