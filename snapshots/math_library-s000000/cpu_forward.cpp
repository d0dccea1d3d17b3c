struct wp_args_math_library_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void math_library_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_math_library_s000000 *_wp_args)
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
    wp::float32* var_2;
    const wp::float32 var_3 = 0.5;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = 1.0;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    const wp::float32 var_11 = 2.0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = 0.75;
    wp::float32 var_15;
    wp::float32* var_16;
    wp::float32* var_17;
    const wp::float32 var_18 = 1.5;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 2.0;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 3.0;
    wp::float32 var_26;
    wp::float32 var_27;
    //---------
    // forward
    // def math_library_s000000(                                                              <L 7>
    // i, j = wp.tid()                                                                        <L 12>
    builtin_tid2d(var_0, var_1);
    // x0 = wp.log10(wp.abs(b[i, j] * 0.5) + 1.0)                                             <L 13>
    var_2 = wp::address(var_b, var_0, var_1);
    var_5 = wp::load(var_2);
    var_4 = wp::mul(var_5, var_3);
    var_6 = wp::abs(var_4);
    var_8 = wp::add(var_6, var_7);
    var_9 = wp::log10(var_8);
    // x1 = wp.mod(a[i, j] * 2.0, 0.75)                                                       <L 14>
    var_10 = wp::address(var_a, var_0, var_1);
    var_13 = wp::load(var_10);
    var_12 = wp::mul(var_13, var_11);
    var_15 = wp::mod(var_12, var_14);
    // x2 = wp.lerp(a[i, j], b[i, j], 1.5)                                                    <L 15>
    var_16 = wp::address(var_a, var_0, var_1);
    var_17 = wp::address(var_b, var_0, var_1);
    var_20 = wp::load(var_16);
    var_21 = wp::load(var_17);
    var_19 = wp::lerp(var_20, var_21, var_18);
    // out[i, j] = x0 + x1 * 2.0 + x2 * 3.0                                                   <L 16>
    var_23 = wp::mul(var_15, var_22);
    var_24 = wp::add(var_9, var_23);
    var_26 = wp::mul(var_19, var_25);
    var_27 = wp::add(var_24, var_26);
    wp::array_store(var_out, var_0, var_1, var_27);
}