struct wp_args_scalar_param_s000000 {
    wp::array_t<wp::float32> a;
    wp::float32 s;
    wp::float32 t;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void scalar_param_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
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
    wp::int32 var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    const wp::float32 var_4 = 1.0;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32* var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    //---------
    // forward
    // def scalar_param_s000000(                                                              <L 12>
    // i, j = wp.tid()                                                                        <L 18>
    builtin_tid2d(var_0, var_1);
    // x0 = a[i, j] / (wp.abs(t) + 1.0)                                                       <L 19>
    var_2 = wp::address(var_a, var_0, var_1);
    var_3 = wp::abs(var_t);
    var_5 = wp::add(var_3, var_4);
    var_7 = wp::load(var_2);
    var_6 = wp::div(var_7, var_5);
    // x1 = wp.log(wp.abs(x0 / (wp.abs(s) + 1.0)) + 1.0)                                      <L 20>
    var_8 = wp::abs(var_s);
    var_10 = wp::add(var_8, var_9);
    var_11 = wp::div(var_6, var_10);
    var_12 = wp::abs(var_11);
    var_14 = wp::add(var_12, var_13);
    var_15 = wp::log(var_14);
    // x2 = wp.tanh(x1 / (wp.abs(t) + 1.0))                                                   <L 21>
    var_16 = wp::abs(var_t);
    var_18 = wp::add(var_16, var_17);
    var_19 = wp::div(var_15, var_18);
    var_20 = wp::tanh(var_19);
    // out[i, j] = scalar_param_s000000_combine(x2, s, a[i, j])                               <L 22>
    var_21 = wp::address(var_a, var_0, var_1);
    var_23 = wp::load(var_21);
    var_22 = scalar_param_s000000_combine_0(var_20, var_s, var_23);
    wp::array_store(var_out, var_0, var_1, var_22);
}