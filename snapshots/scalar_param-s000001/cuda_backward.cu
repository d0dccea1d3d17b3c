extern "C" __global__ void scalar_param_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::float32 var_t,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::float32 adj_t,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

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
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
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
        //---------
        // forward
        // def scalar_param_s000001(                                                              <L 12>
        // i, j = wp.tid()                                                                        <L 17>
        builtin_tid2d(var_0, var_1);
        // x0 = a[i, j] / (wp.abs(t) + 1.0)                                                       <L 18>
        var_2 = wp::address(var_a, var_0, var_1);
        var_3 = wp::abs(var_t);
        var_5 = wp::add(var_3, var_4);
        var_7 = wp::load(var_2);
        var_6 = wp::div(var_7, var_5);
        // x1 = x0 + t                                                                            <L 19>
        var_8 = wp::add(var_6, var_t);
        // out[i, j] = scalar_param_s000001_combine(x1, t, a[i, j])                               <L 20>
        var_9 = wp::address(var_a, var_0, var_1);
        var_11 = wp::load(var_9);
        var_10 = scalar_param_s000001_combine_0(var_8, var_t, var_11);
        // wp::array_store(var_out, var_0, var_1, var_10);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_10, adj_out, adj_0, adj_1, adj_10);
        adj_scalar_param_s000001_combine_0(var_8, var_t, var_11, adj_8, adj_t, adj_9, adj_10);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_9);
        // adj: out[i, j] = scalar_param_s000001_combine(x1, t, a[i, j])                          <L 20>
        wp::adj_add(var_6, var_t, adj_6, adj_t, adj_8);
        // adj: x1 = x0 + t                                                                       <L 19>
        wp::adj_div(var_7, var_5, var_6, adj_2, adj_5, adj_6);
        wp::adj_add(var_3, var_4, adj_3, adj_4, adj_5);
        wp::adj_abs(var_t, adj_t, adj_3);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
        // adj: x0 = a[i, j] / (wp.abs(t) + 1.0)                                                  <L 18>
        // adj: i, j = wp.tid()                                                                   <L 17>
        // adj: def scalar_param_s000001(                                                         <L 12>
        continue;
    }
}