struct wp_args_math_s000002 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void math_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.0;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = -3.0;
    const wp::float32 var_13 = 3.0;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = -3.0;
    const wp::float32 var_17 = 3.0;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::float32 var_20 = 0.75;
    wp::float32 var_21;
    wp::float32 var_22;
    //---------
    // forward
    // def math_s000002(                                                                      <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = wp.sqrt(wp.abs(wp.sin(wp.cos(a[i]))) + 1.0)                                       <L 12>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::cos(var_3);
    var_4 = wp::sin(var_2);
    var_5 = wp::abs(var_4);
    var_7 = wp::add(var_5, var_6);
    var_8 = wp::sqrt(var_7);
    // x1 = wp.exp(wp.clamp(wp.exp(wp.clamp(wp.tanh(a[i]), -3.0, 3.0)), -3.0, 3.0))           <L 13>
    var_9 = wp::address(var_a, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::tanh(var_11);
    var_14 = wp::clamp(var_10, var_12, var_13);
    var_15 = wp::exp(var_14);
    var_18 = wp::clamp(var_15, var_16, var_17);
    var_19 = wp::exp(var_18);
    // out[i] = x0 + x1 * 0.75                                                                <L 14>
    var_21 = wp::mul(var_19, var_20);
    var_22 = wp::add(var_8, var_21);
    wp::array_store(var_out, var_0, var_22);
}