template <bool wp_linear_contiguous>
static void scalar_param_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_scalar_param_s000001 *_wp_args,
    wp_args_scalar_param_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::float32 var_t = _wp_args->t;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::float32 adj_t = _wp_adj_args->t;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
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
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
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
    //---------
    // forward
    // def scalar_param_s000001(                                                              <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = a[i] / (wp.abs(t) + 1.0)                                                          <L 13>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::abs(var_t);
    var_4 = wp::add(var_2, var_3);
    var_6 = wp::load(var_1);
    var_5 = wp::div(var_6, var_4);
    // x1 = x0 + t                                                                            <L 14>
    var_7 = wp::add(var_5, var_t);
    // out[i] = x1 * t + a[i]                                                                 <L 15>
    var_8 = wp::mul(var_7, var_t);
    var_9 = wp::address(var_a, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::add(var_8, var_11);
    // wp::array_store(var_out, var_0, var_10);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_10, adj_out, adj_0, adj_10);
    wp::adj_add(var_8, var_11, adj_8, adj_9, adj_10);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_9);
    wp::adj_mul(var_7, var_t, adj_7, adj_t, adj_8);
    // adj: out[i] = x1 * t + a[i]                                                            <L 15>
    wp::adj_add(var_5, var_t, adj_5, adj_t, adj_7);
    // adj: x1 = x0 + t                                                                       <L 14>
    wp::adj_div(var_6, var_4, var_5, adj_1, adj_4, adj_5);
    wp::adj_add(var_2, var_3, adj_2, adj_3, adj_4);
    wp::adj_abs(var_t, adj_t, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = a[i] / (wp.abs(t) + 1.0)                                                     <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def scalar_param_s000001(                                                         <L 7>
    return;
}