struct wp_args_scalar_param_s000000 {
    wp::array_t<wp::float32> a;
    wp::float32 s;
    wp::float32 t;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void scalar_param_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::float32 var_s = _wp_args->s;
    wp::float32 var_t = _wp_args->t;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32 var_2;
    const wp::float32 var_3 = 1.0;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = 1.0;
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
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32* var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    //---------
    // forward
    // def scalar_param_s000000(                                                              <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = a[i] / (wp.abs(t) + 1.0)                                                          <L 14>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::abs(var_t);
    var_4 = wp::add(var_2, var_3);
    var_6 = wp::load(var_1);
    var_5 = wp::div(var_6, var_4);
    // x1 = wp.log(wp.abs(x0 / (wp.abs(s) + 1.0)) + 1.0)                                      <L 15>
    var_7 = wp::abs(var_s);
    var_9 = wp::add(var_7, var_8);
    var_10 = wp::div(var_5, var_9);
    var_11 = wp::abs(var_10);
    var_13 = wp::add(var_11, var_12);
    var_14 = wp::log(var_13);
    // x2 = wp.tanh(x1 / (wp.abs(t) + 1.0))                                                   <L 16>
    var_15 = wp::abs(var_t);
    var_17 = wp::add(var_15, var_16);
    var_18 = wp::div(var_14, var_17);
    var_19 = wp::tanh(var_18);
    // out[i] = x2 * s + a[i]                                                                 <L 17>
    var_20 = wp::mul(var_19, var_s);
    var_21 = wp::address(var_a, var_0);
    var_23 = wp::load(var_21);
    var_22 = wp::add(var_20, var_23);
    wp::array_store(var_out, var_0, var_22);
}