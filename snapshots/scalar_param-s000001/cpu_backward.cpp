template <bool wp_linear_contiguous>
static void scalar_param_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_scalar_param_s000001 *_wp_args,
    wp_args_scalar_param_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    Params_f7d810b4 var_params = _wp_args->params;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    Params_f7d810b4 adj_params = _wp_adj_args->params;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
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
    wp::float32* var_13;
    wp::float32* var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    //---------
    // forward
    // def scalar_param_s000001(                                                              <L 17>
    // i, j = wp.tid()                                                                        <L 22>
    builtin_tid2d(var_0, var_1);
    // x0 = a[i, j] / (wp.abs(params.t) + 1.0)                                                <L 23>
    var_2 = wp::address(var_a, var_0, var_1);
    var_3 = &((var_params).t);
    var_5 = wp::load(var_3);
    var_4 = wp::abs(var_5);
    var_7 = wp::add(var_4, var_6);
    var_9 = wp::load(var_2);
    var_8 = wp::div(var_9, var_7);
    // x1 = x0 + params.t                                                                     <L 24>
    var_10 = &((var_params).t);
    var_12 = wp::load(var_10);
    var_11 = wp::add(var_8, var_12);
    // out[i, j] = scalar_param_s000001_combine(x1, params.t, a[i, j])                        <L 25>
    var_13 = &((var_params).t);
    var_14 = wp::address(var_a, var_0, var_1);
    var_16 = wp::load(var_13);
    var_17 = wp::load(var_14);
    var_15 = scalar_param_s000001_combine_0(var_11, var_16, var_17);
    // wp::array_store(var_out, var_0, var_1, var_15);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_15, adj_out, adj_0, adj_1, adj_15);
    adj_scalar_param_s000001_combine_0(var_11, var_16, var_17, adj_11, adj_13, adj_14, adj_15);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_14);
    adj_params.t += adj_13;
    // adj: out[i, j] = scalar_param_s000001_combine(x1, params.t, a[i, j])                   <L 25>
    wp::adj_add(var_8, var_12, adj_8, adj_10, adj_11);
    adj_params.t += adj_10;
    // adj: x1 = x0 + params.t                                                                <L 24>
    wp::adj_div(var_9, var_7, var_8, adj_2, adj_7, adj_8);
    wp::adj_add(var_4, var_6, adj_4, adj_6, adj_7);
    wp::adj_abs(var_5, adj_3, adj_4);
    adj_params.t += adj_3;
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
    // adj: x0 = a[i, j] / (wp.abs(params.t) + 1.0)                                           <L 23>
    // adj: i, j = wp.tid()                                                                   <L 22>
    // adj: def scalar_param_s000001(                                                         <L 17>
    return;
}