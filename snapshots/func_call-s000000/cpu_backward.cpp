template <bool wp_linear_contiguous>
static void func_call_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_func_call_s000000 *_wp_args,
    wp_args_func_call_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_func_call_s000000 wp_contiguous_args;
    wp_args_func_call_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::mat_t<3, 3, wp::float32>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::mat_t<3, 3, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_c = _wp_adj_args->c;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<3, 3, wp::float32>* var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::float32* var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32 var_7;
    wp::vec_t<3, wp::float32>* var_8;
    wp::float32 var_9;
    wp::vec_t<3, wp::float32> var_10;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::mat_t<3, 3, wp::float32> adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::float32 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::mat_t<3, 3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    //---------
    // forward
    // def func_call_s000000(                                                                 <L 12>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // x0 = func_call_s000000_transform(a[i], b[i], c[i])                                     <L 19>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_b, var_0);
    var_3 = wp::address(var_c, var_0);
    var_5 = wp::load(var_1);
    var_6 = wp::load(var_2);
    var_7 = wp::load(var_3);
    var_4 = func_call_s000000_transform_0(var_5, var_6, var_7);
    // out[i] = wp.dot(x0, b[i])                                                              <L 20>
    var_8 = wp::address(var_b, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::dot(var_4, var_10);
    // wp::array_store(var_out, var_0, var_9);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_9, adj_out, adj_0, adj_9);
    wp::adj_dot(var_4, var_10, adj_4, adj_8, adj_9);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_8);
    // adj: out[i] = wp.dot(x0, b[i])                                                         <L 20>
    adj_func_call_s000000_transform_0(var_5, var_6, var_7, adj_1, adj_2, adj_3, adj_4);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_3);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = func_call_s000000_transform(a[i], b[i], c[i])                                <L 19>
    // adj: i = wp.tid()                                                                      <L 18>
    // adj: def func_call_s000000(                                                            <L 12>
    return;
}