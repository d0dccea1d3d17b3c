template <bool wp_linear_contiguous>
static void func_call_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_func_call_s000002 *_wp_args,
    wp_args_func_call_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    const wp::float32 var_11 = 0.5;
    wp::float32 var_12;
    wp::float32 var_13;
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
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    //---------
    // forward
    // def func_call_s000002(                                                                 <L 16>
    // i = wp.tid()                                                                           <L 20>
    var_0 = builtin_tid1d();
    // x0 = func_call_s000002_helper0(a[i], a[i])                                             <L 21>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = func_call_s000002_helper0_0(var_4, var_5);
    // x1 = func_call_s000002_helper0(a[i], a[i])                                             <L 22>
    var_6 = wp::address(var_a, var_0);
    var_7 = wp::address(var_a, var_0);
    var_9 = wp::load(var_6);
    var_10 = wp::load(var_7);
    var_8 = func_call_s000002_helper0_0(var_9, var_10);
    // out[i] = x0 + x1 * 0.5                                                                 <L 23>
    var_12 = wp::mul(var_8, var_11);
    var_13 = wp::add(var_3, var_12);
    // wp::array_store(var_out, var_0, var_13);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_13, adj_out, adj_0, adj_13);
    wp::adj_add(var_3, var_12, adj_3, adj_12, adj_13);
    wp::adj_mul(var_8, var_11, adj_8, adj_11, adj_12);
    // adj: out[i] = x0 + x1 * 0.5                                                            <L 23>
    adj_func_call_s000002_helper0_0(var_9, var_10, adj_6, adj_7, adj_8);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_7);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_6);
    // adj: x1 = func_call_s000002_helper0(a[i], a[i])                                        <L 22>
    adj_func_call_s000002_helper0_0(var_4, var_5, adj_1, adj_2, adj_3);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = func_call_s000002_helper0(a[i], a[i])                                        <L 21>
    // adj: i = wp.tid()                                                                      <L 20>
    // adj: def func_call_s000002(                                                            <L 16>
    return;
}