extern "C" __global__ void atomic_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_out,
    wp::array_t<wp::float32> adj_out1)
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
        wp::float32* var_1;
        const wp::float32 var_2 = 1.0;
        wp::float32 var_3;
        wp::float32 var_4;
        const wp::int32 var_5 = 4;
        wp::int32 var_6;
        wp::float32 var_7;
        wp::float32* var_8;
        const wp::float32 var_9 = 3.0;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::int32 var_12 = 2;
        wp::int32 var_13;
        wp::float32 var_14;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::int32 adj_5 = {};
        wp::int32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::float32 adj_14 = {};
        //---------
        // forward
        // def atomic_s000001(                                                                    <L 10>
        // i = wp.tid()                                                                           <L 15>
        var_0 = builtin_tid1d();
        // x0 = b[i] / SCALE                                                                      <L 16>
        var_1 = wp::address(var_b, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::div(var_4, var_2);
        // wp.atomic_max(out, i % 4, x0)                                                          <L 17>
        var_6 = wp::mod(var_0, var_5);
        // var_7 = wp::atomic_max(var_out, var_6, var_3);
        // x1 = b[i] + OFFSET                                                                     <L 18>
        var_8 = wp::address(var_b, var_0);
        var_11 = wp::load(var_8);
        var_10 = wp::add(var_11, var_9);
        // wp.atomic_sub(out1, i % 2, x1)                                                         <L 19>
        var_13 = wp::mod(var_0, var_12);
        // var_14 = wp::atomic_sub(var_out1, var_13, var_10);
        //---------
        // reverse
        wp::adj_atomic_sub(var_out1, var_13, var_10, adj_out1, adj_13, adj_10, adj_14);
        wp::adj_mod(var_0, var_12, adj_0, adj_12, adj_13);
        // adj: wp.atomic_sub(out1, i % 2, x1)                                                    <L 19>
        wp::adj_add(var_11, var_9, adj_8, adj_9, adj_10);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_8);
        // adj: x1 = b[i] + OFFSET                                                                <L 18>
        wp::adj_atomic_max(var_out, var_6, var_3, adj_out, adj_6, adj_3, adj_7);
        wp::adj_mod(var_0, var_5, adj_0, adj_5, adj_6);
        // adj: wp.atomic_max(out, i % 4, x0)                                                     <L 17>
        wp::adj_div(var_4, var_2, var_3, adj_1, adj_2, adj_3);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_1);
        // adj: x0 = b[i] / SCALE                                                                 <L 16>
        // adj: i = wp.tid()                                                                      <L 15>
        // adj: def atomic_s000001(                                                               <L 10>
        continue;
    }
}