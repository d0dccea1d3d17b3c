extern "C" __global__ void make_dtype_factory_s000001__locals__dtype_factory_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_a,
    wp::array_t<wp::vec_t<2, wp::float32>> var_b,
    wp::float32 var_s,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_a,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_b,
    wp::float32 adj_s,
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out)
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
        wp::vec_t<2, wp::float32>* var_1;
        wp::vec_t<2, wp::float32>* var_2;
        wp::vec_t<2, wp::float32> var_3;
        wp::vec_t<2, wp::float32> var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<2, wp::float32> adj_1 = {};
        wp::vec_t<2, wp::float32> adj_2 = {};
        wp::vec_t<2, wp::float32> adj_3 = {};
        wp::vec_t<2, wp::float32> adj_4 = {};
        wp::vec_t<2, wp::float32> adj_5 = {};
        wp::vec_t<2, wp::float32> adj_6 = {};
        //---------
        // forward
        // def dtype_factory_s000001(                                                             <L 8>
        // i = wp.tid()                                                                           <L 14>
        var_0 = builtin_tid1d();
        // x0 = a[i] - b[i]                                                                       <L 15>
        var_1 = wp::address(var_a, var_0);
        var_2 = wp::address(var_b, var_0);
        var_4 = wp::load(var_1);
        var_5 = wp::load(var_2);
        var_3 = wp::sub(var_4, var_5);
        // x0 *= s                                                                                <L 16>
        var_6 = wp::mul(var_3, var_s);
        // out[i] = x0                                                                            <L 17>
        // wp::array_store(var_out, var_0, var_6);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_6, adj_out, adj_0, adj_6);
        // adj: out[i] = x0                                                                       <L 17>
        wp::adj_mul(var_3, var_s, adj_3, adj_s, adj_6);
        // adj: x0 *= s                                                                           <L 16>
        wp::adj_sub(var_4, var_5, adj_1, adj_2, adj_3);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = a[i] - b[i]                                                                  <L 15>
        // adj: i = wp.tid()                                                                      <L 14>
        // adj: def dtype_factory_s000001(                                                        <L 8>
        continue;
    }
}