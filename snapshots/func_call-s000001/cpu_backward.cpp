template <bool wp_linear_contiguous>
static void func_call_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_func_call_s000001 *_wp_args,
    wp_args_func_call_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_func_call_s000001 wp_contiguous_args;
    wp_args_func_call_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<4, wp::float32>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<4, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<4, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<4, wp::float32>* var_1;
    wp::float32* var_2;
    wp::vec_t<4, wp::float32> var_3;
    wp::vec_t<4, wp::float32> var_4;
    wp::float32 var_5;
    wp::vec_t<4, wp::float32>* var_6;
    wp::float32 var_7;
    wp::vec_t<4, wp::float32> var_8;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<4, wp::float32> adj_1 = {};
    wp::float32 adj_2 = {};
    wp::vec_t<4, wp::float32> adj_3 = {};
    wp::vec_t<4, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<4, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::vec_t<4, wp::float32> adj_8 = {};
    //---------
    // forward
    // def func_call_s000001(                                                                 <L 12>
    // i = wp.tid()                                                                           <L 17>
    var_0 = builtin_tid1d();
    // x0 = func_call_s000001_transform(a[i], b[i])                                           <L 18>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_b, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = func_call_s000001_transform_0(var_4, var_5);
    // out[i] = wp.dot(x0, a[i])                                                              <L 19>
    var_6 = wp::address(var_a, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::dot(var_3, var_8);
    // wp::array_store(var_out, var_0, var_7);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_7, adj_out, adj_0, adj_7);
    wp::adj_dot(var_3, var_8, adj_3, adj_6, adj_7);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_6);
    // adj: out[i] = wp.dot(x0, a[i])                                                         <L 19>
    adj_func_call_s000001_transform_0(var_4, var_5, adj_1, adj_2, adj_3);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = func_call_s000001_transform(a[i], b[i])                                      <L 18>
    // adj: i = wp.tid()                                                                      <L 17>
    // adj: def func_call_s000001(                                                            <L 12>
    return;
}