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
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 0;
    wp::range_t var_13;
    wp::int32 var_14;
    wp::float32* var_15;
    const wp::int32 var_16 = 1;
    wp::int32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::float32 var_22 = 0.5;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32* var_25;
    wp::float32* var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 0.25;
    wp::float32 var_31;
    wp::float32 var_32;
    //---------
    // forward
    // def scalar_param_s000001(                                                              <L 25>
    // i, j = wp.tid()                                                                        <L 31>
    builtin_tid2d(var_0, var_1);
    // x0 = a[i, j] / (wp.abs(params.t) + SCALE)                                              <L 32>
    var_2 = wp::address(var_a, var_0, var_1);
    var_3 = &((var_params).t);
    var_5 = wp::load(var_3);
    var_4 = wp::abs(var_5);
    var_7 = wp::add(var_4, var_6);
    var_9 = wp::load(var_2);
    var_8 = wp::div(var_9, var_7);
    // x1, acc = scalar_param_s000001_pair(x0, params)                                        <L 33>
    scalar_param_s000001_pair_0(var_8, var_params, var_10, var_11);
    // for r in range(0, steps):                                                              <L 34>
    var_13 = wp::range(var_12, var_steps);
    start_for_0:;
        if (iter_cmp(var_13) == 0) goto end_for_0;
        var_14 = wp::iter_next(var_13);
        // acc += wp.tanh(a[i, j] * wp.float32(r + 1)) * OFFSET                               <L 35>
        var_15 = wp::address(var_a, var_0, var_1);
        var_17 = wp::add(var_14, var_16);
        var_18 = wp::float32(var_17);
        var_20 = wp::load(var_15);
        var_19 = wp::mul(var_20, var_18);
        var_21 = wp::tanh(var_19);
        var_23 = wp::mul(var_21, var_22);
        var_24 = wp::add(var_11, var_23);
        wp::assign(var_11, var_24);
        goto start_for_0;
    end_for_0:;
    // out[i, j] = scalar_param_s000001_combine(x1, params.t, a[i, j]) + acc * 0.25           <L 36>
    var_25 = &((var_params).t);
    var_26 = wp::address(var_a, var_0, var_1);
    var_28 = wp::load(var_25);
    var_29 = wp::load(var_26);
    var_27 = scalar_param_s000001_combine_0(var_10, var_28, var_29);
    var_31 = wp::mul(var_11, var_30);
    var_32 = wp::add(var_27, var_31);
    wp::array_store(var_out, var_0, var_1, var_32);
}