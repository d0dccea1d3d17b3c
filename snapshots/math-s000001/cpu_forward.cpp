struct wp_args_math_s000001 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void math_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_math_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::float32 var_5 = 1.0;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::float32 var_16 = 1.0;
    wp::float32 var_17;
    wp::float32 var_18;
    //---------
    // forward
    // def math_s000001(                                                                      <L 7>
    // i, j = wp.tid()                                                                        <L 11>
    builtin_tid2d(var_0, var_1);
    // x0 = wp.log(wp.abs(a[i, j]) + 1.0)                                                     <L 12>
    var_2 = wp::address(var_a, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::abs(var_4);
    var_6 = wp::add(var_3, var_5);
    var_7 = wp::log(var_6);
    // x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i, j])) + 1.0))                                    <L 13>
    var_8 = wp::address(var_a, var_0, var_1);
    var_10 = wp::load(var_8);
    var_9 = wp::tanh(var_10);
    var_11 = wp::abs(var_9);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::log(var_13);
    var_15 = wp::cos(var_14);
    // out[i, j] = x0 + x1 * 1.0                                                              <L 14>
    var_17 = wp::mul(var_15, var_16);
    var_18 = wp::add(var_7, var_17);
    wp::array_store(var_out, var_0, var_1, var_18);
}