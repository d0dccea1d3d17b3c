struct wp_args_scalar_param_s000001 {
    wp::array_t<wp::float32> a;
    Params_f7d810b4 params;
    wp::int32 steps;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void scalar_param_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_scalar_param_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    Params_f7d810b4 var_params = _wp_args->params;
    wp::int32 var_steps = _wp_args->steps;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::float32* var_2;
    wp::float32* var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::float32 var_6 = 1.0;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 0.0;
    wp::float32 var_14;
    const wp::int32 var_15 = 0;
    wp::range_t var_16;
    wp::int32 var_17;
    wp::float32* var_18;
    const wp::int32 var_19 = 1;
    wp::int32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 0.5;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32* var_28;
    wp::float32* var_29;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    const wp::float32 var_33 = 0.25;
    wp::float32 var_34;
    wp::float32 var_35;
    //---------
    // forward
    // def scalar_param_s000001(                                                              <L 17>
    // i, j = wp.tid()                                                                        <L 23>
    builtin_tid2d(var_0, var_1);
    // x0 = a[i, j] / (wp.abs(params.t) + 1.0)                                                <L 24>
    var_2 = wp::address(var_a, var_0, var_1);
    var_3 = &((var_params).t);
    var_5 = wp::load(var_3);
    var_4 = wp::abs(var_5);
    var_7 = wp::add(var_4, var_6);
    var_9 = wp::load(var_2);
    var_8 = wp::div(var_9, var_7);
    // x1 = x0 + params.t                                                                     <L 25>
    var_10 = &((var_params).t);
    var_12 = wp::load(var_10);
    var_11 = wp::add(var_8, var_12);
    // acc = wp.float32(0.0)                                                                  <L 26>
    var_14 = wp::float32(var_13);
    // for r in range(0, steps):                                                              <L 27>
    var_16 = wp::range(var_15, var_steps);
    start_for_0:;
        if (iter_cmp(var_16) == 0) goto end_for_0;
        var_17 = wp::iter_next(var_16);
        // acc += wp.tanh(a[i, j] * wp.float32(r + 1)) * 0.5                                  <L 28>
        var_18 = wp::address(var_a, var_0, var_1);
        var_20 = wp::add(var_17, var_19);
        var_21 = wp::float32(var_20);
        var_23 = wp::load(var_18);
        var_22 = wp::mul(var_23, var_21);
        var_24 = wp::tanh(var_22);
        var_26 = wp::mul(var_24, var_25);
        var_27 = wp::add(var_14, var_26);
        wp::assign(var_14, var_27);
        goto start_for_0;
    end_for_0:;
    // out[i, j] = scalar_param_s000001_combine(x1, params.t, a[i, j]) + acc * 0.25           <L 29>
    var_28 = &((var_params).t);
    var_29 = wp::address(var_a, var_0, var_1);
    var_31 = wp::load(var_28);
    var_32 = wp::load(var_29);
    var_30 = scalar_param_s000001_combine_0(var_11, var_31, var_32);
    var_34 = wp::mul(var_14, var_33);
    var_35 = wp::add(var_30, var_34);
    wp::array_store(var_out, var_0, var_1, var_35);
}